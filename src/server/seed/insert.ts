/**
 * Writes the seed's fixed rows, drawn in Node (accounts, categories, equipment, providers,
 * broadcasts). A batch is one `INSERT ... SELECT ... FROM unnest(...)` with one text[] parameter
 * per column: the server parses a few arrays instead of thousands of parameters.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

const BATCH = 5000;

/** A column value as the text PostgreSQL casts back to the column's type. */
function toText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driverValue: unknown = column.mapToDriverValue(value);
  return typeof driverValue === 'string' ? driverValue : String(driverValue);
}

/** Rows of one batch must set the same fields; a field left out of every row takes its default. */
async function insertBatch<T extends PgTable>(tx: Tx, table: T, rows: readonly PgInsertValue<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const records = rows as readonly Record<string, unknown>[];
  const keys = Object.keys(columns).filter((key) => records.some((r) => r[key] !== undefined));
  const targets = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return column;
  });
  const names = targets.map((_, i) => sql.identifier(`c${i}`));
  const arrays = targets.map(
    (column, i) => sql`${sql.param(records.map((r) => toText(column, r[keys[i] ?? ''])))}::text[]`,
  );
  const casts = targets.map((column, i) => sql`${names[i]}::${sql.raw(column.getSQLType())}`);
  await tx.execute(sql`
    insert into ${table} (${sql.join(
      targets.map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
    select ${sql.join(casts, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(names, sql`, `)})
  `);
}

export async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH) await insertBatch(tx, table, rows.slice(i, i + BATCH));
  return rows.length;
}
