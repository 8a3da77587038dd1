import type { Db } from '../db/client';
import { CSV_BOM, csvLine } from '../http/csv';
import { cursorBatches } from './cursor';
import type { ExportRun } from './exportList';

/** A batch as CSV cells, and where the next starts. */
export type ExportBatchCells = Awaited<ReturnType<ExportRun['read']>>;

/**
 * Rows read per statement, or per FETCH of a cursor. Few enough that a batch's rows and its CSV
 * die young: larger batches outlive V8's young generation (2 MB semi-spaces, `npm start`), are
 * promoted, and the heap grows until a full collection (2,000 a FETCH: +64 to +114 MB of RSS
 * over a million orders; docs/performance.md). On the embedded database, every other request
 * also waits for each batch.
 */
export const BATCH_ROWS = 500;

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

/** The export's CSV from its one statement through a cursor (PostgreSQL; see cursor.ts), a batch a chunk. */
export async function* cursorCsv(
  db: Db,
  run: ExportRun & { statement: NonNullable<ExportRun['statement']> },
  batchRows: number,
  progress: ExportProgress,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(run.headers);
  for await (const rows of cursorBatches<Record<string, unknown>>(db, run.statement.sql, batchRows)) {
    const lines = run.statement.cells(rows);
    let chunk = '';
    for (const cells of lines) chunk += csvLine(cells);
    progress.rows += lines.length;
    yield chunk;
  }
  progress.finished = true;
}
