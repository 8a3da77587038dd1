import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import {
  type CreateViewBody,
  type DefaultViewBody,
  MAX_VIEWS_PER_LIST,
  MAX_VIEWS_PER_USER,
  type SavedView,
  type SavedViewList,
  type UpdateViewBody,
} from '../../../shared/contract/saved-views';
import { messages } from '../../../shared/messages';
import type { AuthUser } from '../../auth/access';
import type { Db, Tx } from '../../db/client';
import { pgErrorOf } from '../../db/pgError';
import { users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { savedViewDefaults, savedViews } from './table';

const m = messages.savedViews;

/** A view a user sees: their own, or one shared by a user of their role. */
const visibleTo = (user: AuthUser): SQL =>
  or(eq(savedViews.ownerId, user.id), and(savedViews.shared, eq(savedViews.ownerRole, user.role))) as SQL;

/** Sharing is for staff: vendors are separate businesses, so one vendor's view is none of another's. */
const checkShare = (user: AuthUser, shared: boolean | undefined) => {
  if (shared && user.role !== 'ADMIN') throw forbidden(m.onlyAdminsShare, { shared: m.onlyAdminsShare });
};

const nameTaken = (err: unknown) => pgErrorOf(err)?.constraint === 'saved_views_owner_name_idx';

/** The views `user` sees, with the columns the answer needs, narrowed by `where`. */
function readViews(db: Db | Tx, user: AuthUser, where: SQL) {
  return db
    .select({
      id: savedViews.id,
      list: savedViews.list,
      name: savedViews.name,
      shared: savedViews.shared,
      ownerId: savedViews.ownerId,
      ownerName: users.name,
      state: savedViews.state,
      updatedAt: savedViews.updatedAt,
      defaultOf: savedViewDefaults.userId,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .leftJoin(
      savedViewDefaults,
      and(eq(savedViewDefaults.viewId, savedViews.id), eq(savedViewDefaults.userId, user.id)),
    )
    .where(and(visibleTo(user), where));
}

type Row = Awaited<ReturnType<typeof readViews>>[number];

const toView = (user: AuthUser, row: Row): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  shared: row.shared,
  mine: row.ownerId === user.id,
  ownerName: row.ownerName,
  isDefault: row.defaultOf !== null,
  state: row.state,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /saved-views: the list's views the user sees, theirs first, then by name. */
export async function listViews(db: Db, user: AuthUser, list: SavedViewList): Promise<SavedView[]> {
  const rows = await readViews(db, user, eq(savedViews.list, list)).orderBy(
    desc(eq(savedViews.ownerId, user.id)),
    asc(sql`lower(${savedViews.name})`),
  );
  return rows.map((row) => toView(user, row));
}

/** One view the user sees, or 404 (another user's personal view is not there for them). */
async function viewOf(db: Db | Tx, user: AuthUser, id: string): Promise<SavedView> {
  const [row] = await readViews(db, user, eq(savedViews.id, id));
  if (!row) throw notFound(m.notFound);
  return toView(user, row);
}

/** A view the user may change: theirs. */
async function ownViewOf(tx: Tx, user: AuthUser, id: string): Promise<SavedView> {
  const view = await viewOf(tx, user, id);
  if (!view.mine) throw forbidden(m.notOwner);
  return view;
}

async function setDefaultIn(tx: Tx, user: AuthUser, list: SavedViewList, viewId: string | null) {
  if (viewId === null) {
    await tx
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.userId, user.id), eq(savedViewDefaults.list, list)));
    return;
  }
  await tx
    .insert(savedViewDefaults)
    .values({ userId: user.id, list, viewId })
    .onConflictDoUpdate({ target: [savedViewDefaults.userId, savedViewDefaults.list], set: { viewId } });
}

/** Runs a write of views, a taken name answered as the name's error. */
async function writing<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (nameTaken(err)) throw conflict(m.nameTaken, { name: m.nameTaken });
    throw err;
  }
}

/** POST /saved-views: the list's state under a name; the user's default for the list if asked. */
export async function createView(db: Db, user: AuthUser, body: CreateViewBody): Promise<SavedView> {
  checkShare(user, body.shared);
  return writing(db, async (tx) => {
    const [held = { inList: 0, inAll: 0 }] = await tx
      .select({
        inList: sql<number>`count(*) filter (where ${savedViews.list} = ${body.list})`.mapWith(Number),
        inAll: count(),
      })
      .from(savedViews)
      .where(eq(savedViews.ownerId, user.id));
    if (held.inList >= MAX_VIEWS_PER_LIST) throw badRequest(m.tooMany);
    if (held.inAll >= MAX_VIEWS_PER_USER) throw badRequest(m.tooManyInAll);
    const [created] = await tx
      .insert(savedViews)
      .values({
        ownerId: user.id,
        ownerRole: user.role,
        list: body.list,
        name: body.name,
        shared: body.shared,
        state: body.state,
      })
      .returning({ id: savedViews.id });
    if (!created) throw new Error('insert returned no row');
    if (body.isDefault) await setDefaultIn(tx, user, body.list, created.id);
    return viewOf(tx, user, created.id);
  });
}

/** POST /saved-views/update: the owner renames, shares or unshares it, or saves a new state into it. */
export async function updateView(db: Db, user: AuthUser, { id, ...changes }: UpdateViewBody): Promise<SavedView> {
  checkShare(user, changes.shared);
  return writing(db, async (tx) => {
    const view = await ownViewOf(tx, user, id);
    // The answer is the view as read with what the update wrote over it: no second read.
    const [written] = await tx
      .update(savedViews)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(savedViews.id, view.id))
      .returning({
        name: savedViews.name,
        shared: savedViews.shared,
        state: savedViews.state,
        updatedAt: savedViews.updatedAt,
      });
    if (!written) throw notFound(m.notFound);
    // Unshared: the others who opened the list with it no longer see it.
    if (changes.shared === false)
      await tx
        .delete(savedViewDefaults)
        .where(and(eq(savedViewDefaults.viewId, view.id), sql`${savedViewDefaults.userId} <> ${user.id}`));
    return { ...view, ...written, updatedAt: written.updatedAt.toISOString() };
  });
}

/** POST /saved-views/delete: the owner's view goes, and with it every user's default on it. */
export async function deleteView(db: Db, user: AuthUser, id: string): Promise<void> {
  await writing(db, async (tx) => {
    const view = await ownViewOf(tx, user, id);
    await tx.delete(savedViews).where(eq(savedViews.id, view.id));
  });
}

/** POST /saved-views/default: the view the user opens the list with (one they see, of that list), or none. */
export async function setDefaultView(db: Db, user: AuthUser, body: DefaultViewBody): Promise<void> {
  await writing(db, async (tx) => {
    if (body.viewId !== null) {
      const view = await viewOf(tx, user, body.viewId);
      if (view.list !== body.list) throw badRequest(m.notFound, { viewId: m.notFound });
    }
    await setDefaultIn(tx, user, body.list, body.viewId);
  });
}
