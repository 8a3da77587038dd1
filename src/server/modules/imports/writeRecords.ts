import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** How an apply writes one table: its rows as JSON, their record type, and its two statements over them. */
export interface RecordWrites<W> {
  /** The writes as the JSON list `record` reads, each with its place `n` in the file. */
  rowsOf: (writes: W[]) => string;
  /** `x(...)`: the columns jsonb_to_recordset gives each row. */
  record: SQL;
  /** The insert of the new records, selecting from `rows`. */
  insert: (rows: SQL) => SQL;
  /** The update of the stored records, `from rows`. */
  update: (rows: SQL) => SQL;
}

/**
 * An apply's writes to one table, whatever the file's size: one insert of the new records and one
 * update of the stored ones, each a statement over a JSON list of rows.
 */
export async function writeRecords<W extends { before: unknown }>(
  tx: Tx,
  writes: readonly W[],
  table: RecordWrites<W>,
): Promise<void> {
  const rowsFrom = (some: W[]) => sql`jsonb_to_recordset(${table.rowsOf(some)}::jsonb) as ${table.record}`;
  const created = writes.filter((w) => w.before === null);
  const updated = writes.filter((w) => w.before !== null);
  if (created.length > 0) await tx.execute(table.insert(rowsFrom(created)));
  if (updated.length > 0) await tx.execute(table.update(rowsFrom(updated)));
}
