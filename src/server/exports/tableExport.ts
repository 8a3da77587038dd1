import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgView } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Cursor, ExportAsk, ExportBatch } from './exportList';
import { cursorFields, type Keyset, keysetAfter, keysetOrder, nextCursor } from './keyset';

type Raw = Record<string, unknown>;

/** A table (or view) read whole by an export, a row at a time mapped as its list answers it. */
export interface TableSource<Row, Filter> {
  source: PgTable | PgView;
  /** What is read of a row (a table's or view's columns). */
  fields: Record<string, AnyPgColumn>;
  id: AnyPgColumn;
  /** The column behind each sort key. */
  sorts: Readonly<Record<string, AnyPgColumn>>;
  /** The list's filter and scope as a condition. */
  where?: (ask: ExportAsk<Filter>) => SQL | undefined;
  toRow: (raw: Raw) => Row;
}

/** The keyset of a sort key: its column (blanks last where it may be null), the id breaking ties. */
export const keysetOf = (sorts: Readonly<Record<string, AnyPgColumn>>, id: AnyPgColumn, ask: ExportAsk<unknown>) => {
  const column = sorts[ask.sort.field] ?? id;
  return { sort: column, nullable: !column.notNull, id, descending: ask.sort.order === 'DESC' } satisfies Keyset;
};

/** An export's reader over a table: one statement a batch, `limit` rows after the cursor in the asked order. */
export const tableReader =
  <Row, Filter>(spec: TableSource<Row, Filter>) =>
  async (db: Db, ask: ExportAsk<Filter>, after: Cursor | null, limit: number): Promise<ExportBatch<Row>> => {
    const keyset = keysetOf(spec.sorts, spec.id, ask);
    const rows = await db
      .select({ row: spec.fields, ...cursorFields(keyset) })
      .from(spec.source)
      .where(and(spec.where?.(ask), keysetAfter(keyset, after)))
      .orderBy(...keysetOrder(keyset))
      .limit(limit);
    return { rows: rows.map(({ row }) => spec.toRow(row)), next: nextCursor(rows, limit) };
  };
