import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type CalendarFeed,
  type CalendarFeedSubject,
  type CalendarFeedsQuery,
  type CreateCalendarFeedBody,
  type CreatedCalendarFeed,
  calendarFeedPath,
  MAX_FEEDS_PER_SUBJECT,
} from '../../../shared/contract/calendar-feeds';
import { messages } from '../../../shared/messages';
import type { AuthUser } from '../../auth/access';
import type { Db, Tx } from '../../db/client';
import { equipment, serviceProviders, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { calendarFeeds } from './table';
import { feedTokenHash, newFeedToken } from './token';

const m = messages.calendarFeeds;

/** The feeds' column naming a subject, and the subject's own table. */
const SUBJECTS = {
  equipment: { column: calendarFeeds.equipmentId, table: equipment },
  'service-provider': { column: calendarFeeds.serviceProviderId, table: serviceProviders },
} as const;

const ofSubject = (subject: CalendarFeedSubject, subjectId: string): SQL => eq(SUBJECTS[subject].column, subjectId);

/** The feeds `where` names, as the admin's list shows them, newest first. */
function readFeeds(db: Db | Tx, where: SQL) {
  return db
    .select({
      id: calendarFeeds.id,
      equipmentId: calendarFeeds.equipmentId,
      serviceProviderId: calendarFeeds.serviceProviderId,
      label: calendarFeeds.label,
      includeNames: calendarFeeds.includeNames,
      createdBy: users.name,
      createdAt: calendarFeeds.createdAt,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
      revokedAt: calendarFeeds.revokedAt,
    })
    .from(calendarFeeds)
    .leftJoin(users, eq(users.id, calendarFeeds.createdBy))
    .where(where)
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id));
}

type Row = Awaited<ReturnType<typeof readFeeds>>[number];

const toFeed = (row: Row): CalendarFeed => ({
  id: row.id,
  subject: row.equipmentId ? 'equipment' : 'service-provider',
  subjectId: row.equipmentId ?? row.serviceProviderId ?? '',
  label: row.label,
  includeNames: row.includeNames,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function feedOf(db: Db | Tx, id: string): Promise<CalendarFeed> {
  const [row] = await readFeeds(db, eq(calendarFeeds.id, id));
  if (!row) throw notFound(m.notFound);
  return toFeed(row);
}

/** GET /calendar-feeds: one equipment's or provider's feeds, revoked ones included. */
export async function listFeeds(db: Db, { subject, subjectId }: CalendarFeedsQuery): Promise<CalendarFeed[]> {
  const rows = await readFeeds(db, ofSubject(subject, subjectId));
  return rows.map(toFeed);
}

/**
 * POST /calendar-feeds: a new feed with a fresh token, of which only the hash is stored; the
 * answer carries the token's path this once. The subject is locked (FOR KEY SHARE, which no
 * edit of it waits on) so it cannot be deleted meanwhile, and its feeds are counted against the cap.
 */
export async function createFeed(db: Db, user: AuthUser, body: CreateCalendarFeedBody): Promise<CreatedCalendarFeed> {
  const { table, column } = SUBJECTS[body.subject];
  const token = newFeedToken();
  return db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, body.subjectId))
      .for('key share');
    if (!subject) throw notFound(m.subjectNotFound);
    const [held = { n: 0 }] = await tx.select({ n: count() }).from(calendarFeeds).where(eq(column, body.subjectId));
    if (held.n >= MAX_FEEDS_PER_SUBJECT) throw badRequest(m.tooMany);
    const [created] = await tx
      .insert(calendarFeeds)
      .values({
        equipmentId: body.subject === 'equipment' ? body.subjectId : null,
        serviceProviderId: body.subject === 'service-provider' ? body.subjectId : null,
        label: body.label,
        includeNames: body.includeNames,
        tokenHash: feedTokenHash(token),
        createdBy: user.id,
      })
      .returning({ id: calendarFeeds.id });
    if (!created) throw new Error('insert returned no row');
    return { ...(await feedOf(tx, created.id)), path: calendarFeedPath(token) };
  });
}

/** POST /calendar-feeds/revoke: the feed answers 404 from now on; revoking twice is refused. */
export async function revokeFeed(db: Db, user: AuthUser, id: string): Promise<CalendarFeed> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(calendarFeeds)
      .set({ revokedAt: sql`now()`, revokedBy: user.id })
      .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)))
      .returning({ id: calendarFeeds.id });
    const feed = await feedOf(tx, id);
    if (!revoked) throw conflict(m.alreadyRevoked);
    return feed;
  });
}
