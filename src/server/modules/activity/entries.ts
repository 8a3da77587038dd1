import { and, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  type ActivityEntry,
  type ActivityExportQuery,
  type FieldChange,
  type Snapshot,
  VENDOR_ACTIVITY_ENTITIES,
} from '../../../shared/contract/activity';
import type { Db } from '../../db/client';
import { activity } from './table';

export type ActivityRow = typeof activity.$inferSelect;

/** Whose activity a caller reads: an admin every change; a vendor its own products, variants and orders. */
export type Reader = { vendorId: string | null };

/** The stored `{ field: [before, after] }` as the wire's list of field changes. */
const changesOf = (stored: unknown): FieldChange[] =>
  Object.entries(stored as Record<string, [unknown, unknown]>).map(([field, [before, after]]) => ({
    field,
    before,
    after,
  }));

/** The one DB row -> wire shape mapping of a recorded change. */
export const toEntry = (row: ActivityRow): ActivityEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actor: { id: row.actorId, role: row.actorRole, name: row.actorName },
  entity: row.entity as ActivityEntry['entity'],
  recordId: row.recordId,
  recordLabel: row.recordLabel,
  action: row.action as ActivityEntry['action'],
  changes: changesOf(row.changes),
  requestId: row.requestId,
  ip: row.clientIp,
  bulkId: row.bulkId,
});

export const snapshotIn = (row: ActivityRow): Snapshot | null => (row.snapshot as Snapshot | null) ?? null;

const slack = (at: Date, sign: 1 | -1) => new Date(at.getTime() + sign * SLACK_MS);

/** The first moment after a day (`YYYY-MM-DD`, UTC). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * A change's time is its transaction's start and its id is taken when it is written, at most
 * this long after (far beyond the statement timeout): so every change of a transaction started
 * before `t - SLACK_MS` has a smaller id than every change started at `t` or later.
 */
const SLACK_MS = 60_000;

/**
 * The conditions of a filtered read. A date range also bounds the ids, each bound found through
 * the time index from a change at least SLACK_MS outside the range (the times are still checked):
 * newest first by id then reads only that range of the primary key.
 */
export function activityWhere(reader: Reader, filters: ActivityExportQuery): SQL | undefined {
  const from = filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined;
  const to = filters.to ? dayAfter(filters.to) : undefined;
  return and(
    reader.vendorId === null
      ? undefined
      : and(eq(activity.vendorId, reader.vendorId), inArray(activity.entity, [...VENDOR_ACTIVITY_ENTITIES])),
    filters.entity ? eq(activity.entity, filters.entity) : undefined,
    filters.action ? eq(activity.action, filters.action) : undefined,
    filters.actorId ? eq(activity.actorId, filters.actorId) : undefined,
    filters.recordId ? eq(activity.recordId, filters.recordId) : undefined,
    from && gte(activity.at, from),
    from &&
      gt(
        activity.id,
        sql`coalesce((select id from activity where at < ${slack(from, -1)} order by at desc limit 1), 0)`,
      ),
    to && lt(activity.at, to),
    to &&
      lt(
        activity.id,
        sql`coalesce((select id from activity where at >= ${slack(to, 1)} order by at limit 1), 9223372036854775807)`,
      ),
  );
}

/** Up to `limit` changes, newest first, older than the cursor `before` (an id) when given. */
export async function readEntries(
  db: Db,
  reader: Reader,
  filters: ActivityExportQuery,
  limit: number,
  before?: number,
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activity)
    .where(and(activityWhere(reader, filters), before === undefined ? undefined : lt(activity.id, before)))
    .orderBy(desc(activity.id))
    .limit(limit);
}
