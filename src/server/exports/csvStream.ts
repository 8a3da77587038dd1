import type { Db } from '../db/client';
import { CSV_BOM, csvLine } from '../http/csv';
import type { ExportRun } from './exportList';

/** A batch as CSV cells, and where the next starts. */
export type ExportBatchCells = Awaited<ReturnType<ExportRun['read']>>;

/**
 * Rows read per statement on each database: the embedded one has one session, which every other
 * request waits for while a batch runs, so its batches are short; on PostgreSQL an export has a
 * connection of the pool to itself for a batch's length only.
 */
export const BATCH_ROWS = { embedded: 1000, server: 5000 } as const;

/** How far an export got: rows written so far, and whether it reached the end. */
export interface ExportProgress {
  rows: number;
  finished: boolean;
}

/**
 * The export's CSV, a batch a chunk, from the first batch (read before the answer starts, so a
 * failing read is answered as an error rather than a cut file): the byte-order mark and header, then each batch's lines as
 * one string. Nothing is held between batches but the cursor, so memory stays flat however long
 * the list; a consumer that stops pulling (a slow or gone client) stops the reading, since
 * `Readable.from` asks for the next chunk only when it is wanted.
 */
export async function* exportCsv(
  db: Db,
  run: ExportRun,
  batchRows: number,
  progress: ExportProgress,
  first: ExportBatchCells,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(run.headers);
  let batch = first;
  for (;;) {
    const { rows, next } = batch;
    let chunk = '';
    for (const cells of rows) chunk += csvLine(cells);
    progress.rows += rows.length;
    if (chunk) yield chunk;
    if (!next) break;
    batch = await run.read(db, next, batchRows);
  }
  progress.finished = true;
}
