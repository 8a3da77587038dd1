import { and, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
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

/** The time as a filter only: the range itself is read on the primary key, bounded by `idsAround`. */
const checkedAt = sql`(${activity.at} + interval '0 s')`;

/**
 * A change's time is its transaction's start and its id is taken when it is written, at most
 * this long after (far beyond the statement timeout): so every change whose time is before
 * `t - SLACK_MS` has a smaller id than every change whose time is `t` or later.
 */
const SLACK_MS = 60_000;

const slack = (at: Date, sign: 1 | -1) => new Date(at.getTime() + sign * SLACK_MS);

/** The first moment after a day (`YYYY-MM-DD`, UTC). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * Two ids around the instant `at`, found by bisecting the primary key (about 25 lookups, a few
 * hundred microseconds at five million changes): `lo` is a change from before `at` (0 when none),
 * `hi` one from `at` or after (past the last id when none), with nothing but changes from around
 * `at` between them. Ids follow times only to within SLACK_MS, so the callers bisect a
 * SLACK_MS-wider range: then `lo` is before every change of the range and `hi` after it. No time
 * index: each index costs every write (table.ts).
 */
const idsAround = (at: Date, bound: 'lo' | 'hi') => sql`(
  with recursive bisect(lo, hi) as (
    select 0::bigint, coalesce((select max(id) from activity), 0) + 1
    union all
    select case when probe.id is not null and probe.at < ${at} then probe.id else b.lo end,
      case when probe.id is null then (b.lo + b.hi) / 2 when probe.at < ${at} then b.hi else probe.id end
    from bisect b left join lateral (
      select id, at from activity where id >= (b.lo + b.hi) / 2 and id < b.hi order by id limit 1
    ) probe on true
    where b.hi - b.lo > 1)
  select ${sql.raw(bound)} from bisect order by hi - lo limit 1)`;

/**
 * The conditions of a filtered read. A date range also bounds the ids (`idsAround`), so newest
 * first by id reads only that range of the primary key; the times are still checked.
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
    from ? sql`${checkedAt} >= ${from}` : undefined,
    from ? gt(activity.id, idsAround(slack(from, -1), 'lo')) : undefined,
    to ? sql`${checkedAt} < ${to}` : undefined,
    to ? lt(activity.id, idsAround(slack(to, 1), 'hi')) : undefined,
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
