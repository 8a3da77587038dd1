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
 * An export's CSV from its batches (each a list of rows as cells): the byte-order mark and
 * header, then each batch's lines as one string. Nothing is held between batches but what
 * yields them, so memory stays flat however long the list; a consumer that stops pulling (a slow
 * or gone client) stops the reading, since `Readable.from` asks for the next chunk only when it
 * is wanted, and closing this closes `batches` (a cursor's transaction ends).
 */
async function* csvChunks(
  headers: readonly string[],
  batches: AsyncIterable<readonly unknown[][]>,
  progress: ExportProgress,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(headers);
  for await (const rows of batches) {
    let chunk = '';
    for (const cells of rows) chunk += csvLine(cells);
    progress.rows += rows.length;
    if (chunk) yield chunk;
  }
  progress.finished = true;
}

/** Keyset batches from the first (read before the answer starts, so a failing read is answered as an error). */
async function* keysetBatches(db: Db, run: ExportRun, batchRows: number, first: ExportBatchCells) {
  let batch = first;
  for (;;) {
    yield batch.rows;
    if (!batch.next) return;
    batch = await run.read(db, batch.next, batchRows);
  }
}

/** The export's CSV by keyset, a batch a chunk, from its first batch. */
export const exportCsv = (
  db: Db,
  run: ExportRun,
  batchRows: number,
  progress: ExportProgress,
  first: ExportBatchCells,
): AsyncGenerator<string> => csvChunks(run.headers, keysetBatches(db, run, batchRows, first), progress);

type StatementRun = ExportRun & { statement: NonNullable<ExportRun['statement']> };

/** The statement's rows through a cursor (PostgreSQL; see cursor.ts), as CSV cells a batch at a time. */
async function* statementBatches(db: Db, run: StatementRun, batchRows: number) {
  for await (const rows of cursorBatches<Record<string, unknown>>(db, run.statement.sql, batchRows))
    yield run.statement.cells(rows);
}

/** The export's CSV from its one statement through a cursor, a batch a chunk. */
export const cursorCsv = (
  db: Db,
  run: StatementRun,
  batchRows: number,
  progress: ExportProgress,
): AsyncGenerator<string> => csvChunks(run.headers, statementBatches(db, run, batchRows), progress);
