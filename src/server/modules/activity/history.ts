import { and, desc, eq } from 'drizzle-orm';
import type { History, HistoryQuery } from '../../../shared/contract/activity';
import type { Db } from '../../db/client';
import { activityWhere, type Reader, snapshotIn, toEntry } from './entries';
import { activity } from './table';
import { versionsOf } from './versions';

/** The most versions a record's history shows, newest first. */
export const HISTORY_LIMIT = 100;

/**
 * GET /activity/history: one record's versions, newest first, with the record as it is now (for
 * the diff against the current one). A vendor reads only its own records' versions.
 */
export async function recordHistory(db: Db, reader: Reader, query: HistoryQuery, restorer: boolean): Promise<History> {
  const versions = versionsOf(query.entity);
  const [rows, current] = await Promise.all([
    db
      .select()
      .from(activity)
      .where(and(activityWhere(reader, { entity: query.entity }), eq(activity.recordId, query.recordId)))
      .orderBy(desc(activity.id))
      .limit(HISTORY_LIMIT + 1),
    versions.current(db, query.recordId, reader.vendorId),
  ]);
  return {
    data: rows.slice(0, HISTORY_LIMIT).map((row) => ({ ...toEntry(row), snapshot: snapshotIn(row) })),
    current,
    restorable: restorer && versions.restore !== undefined,
    more: rows.length > HISTORY_LIMIT,
  };
}
