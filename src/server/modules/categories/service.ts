import { asc, eq, sql } from 'drizzle-orm';
import type { Category, CreateCategoryBody, UpdateCategoryBody } from '../../../shared/contract/categories';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { pgErrorOf } from '../../db/pgError';
import { conflict, notFound } from '../../errors';
import { releaseImage } from '../files/release';

type Deps = Pick<AppDeps, 'db' | 'config' | 'log'>;
type CategoryRow = typeof categories.$inferSelect;

/** The unique index on lower(name): names are unique whatever their case. */
const NAME_INDEX = 'categories_name_lower_idx';

/** The one DB row -> wire shape mapping of spec §3 Category. */
export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
});

const columnsOf = (body: CreateCategoryBody | UpdateCategoryBody) => ({
  name: body.name,
  description: body.description,
  imageUrl: body.imageUrl ?? null,
});

const missing = () => notFound(messages.category.notFound);

/** The database, not a prior lookup, decides whether a name is taken (two saves may race). */
function isNameTaken(err: unknown): boolean {
  const pg = pgErrorOf(err);
  return pg?.code === '23505' && pg.constraint === NAME_INDEX;
}

/** A taken name is the form's field error, not the generic duplicate message. */
const nameTakenOr = (err: unknown): unknown =>
  isNameTaken(err) ? conflict(messages.category.nameTaken, { name: messages.category.nameTaken }) : err;

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(sql`lower(${categories.name})`), asc(categories.name));
  return rows.map(toCategory);
}

export async function createCategory(db: Db, body: CreateCategoryBody): Promise<Category> {
  const [row] = await db
    .insert(categories)
    .values(columnsOf(body))
    .returning()
    .catch((err: unknown) => {
      throw nameTakenOr(err);
    });
  if (!row) throw new Error('category insert returned no row');
  return toCategory(row);
}

/** Replaces every field; an image it no longer shows is released once the change is committed. */
export async function updateCategory(deps: Deps, body: UpdateCategoryBody): Promise<Category> {
  const { before, after } = await deps.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, body.id)).for('update');
      if (!before) throw missing();
      const [after] = await tx
        .update(categories)
        .set({ ...columnsOf(body), updatedAt: sql`now()` })
        .where(eq(categories.id, body.id))
        .returning();
      if (!after) throw missing();
      return { before, after };
    })
    .catch((err: unknown) => {
      throw nameTakenOr(err);
    });
  if (before.imageUrl !== after.imageUrl) await releaseImage(deps, before.imageUrl);
  return toCategory(after);
}

/** Products of a deleted category become Uncategorized (the foreign key sets them to null). */
export async function deleteCategory(deps: Deps, id: string): Promise<Category> {
  const [row] = await deps.db.delete(categories).where(eq(categories.id, id)).returning();
  if (!row) throw missing();
  await releaseImage(deps, row.imageUrl);
  return toCategory(row);
}
