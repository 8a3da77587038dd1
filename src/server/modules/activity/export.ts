import type { ActivityExportQuery } from '../../../shared/contract/activity';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../http/csv';
import { type Reader, readEntries, toEntry } from './entries';

/** Rows read per statement: memory stays flat however long the range. */
const BATCH = 1000;

const HEADER = [
  'id',
  'at',
  'actor',
  'actor id',
  'role',
  'kind',
  'record id',
  'record',
  'action',
  'changes',
  'request id',
  'address',
];

/** A change's fields as one cell: a line per field, `field: before → after`. */
const changesCell = (changes: ReturnType<typeof toEntry>['changes']) =>
  changes
    .map(({ field, before, after }) => `${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
    .join('\n');

/**
 * GET /activity/export: the filtered changes as CSV lines, newest first, read a batch at a time
 * by id (each batch an index range), so the answer streams while it is read.
 */
export async function* activityCsv(db: Db, reader: Reader, filters: ActivityExportQuery): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(HEADER);
  let before: number | undefined;
  for (;;) {
    const rows = await readEntries(db, reader, filters, BATCH, before);
    let chunk = '';
    for (const row of rows) {
      const entry = toEntry(row);
      chunk += csvLine([
        entry.id,
        entry.at,
        entry.actor.name,
        entry.actor.id,
        entry.actor.role,
        entry.entity,
        entry.recordId,
        entry.recordLabel,
        entry.action,
        changesCell(entry.changes),
        entry.requestId,
        entry.ip,
      ]);
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    before = last.id;
  }
}
