import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Cursor } from './exportList';

/**
 * How an export walks a list: by one sort expression, the id breaking ties, in one direction;
 * blanks last whatever the direction (as the screens sort them).
 */
export interface Keyset {
  sort: AnyPgColumn | SQL;
  /** Whether the sort can be null (then it goes last, and needs a predicate of its own). */
  nullable: boolean;
  id: AnyPgColumn | SQL;
  descending: boolean;
}

/** The `order by` of a keyset: an index on (sort, id) serves it, forwards or backwards. */
export const keysetOrder = ({ sort, nullable, id, descending }: Keyset): SQL[] => {
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return [sql`${sort} ${direction}${sql.raw(nullable ? ' nulls last' : '')}`, sql`${id} ${direction}`];
};

/**
 * The rows after a cursor. Its sort value is the database's own text of it (a timestamp keeps its
 * microseconds, which a JavaScript Date would drop), bound as an untyped parameter that PostgreSQL
 * reads as the column's type. A non-null sort compares as a row, which the (sort, id) index serves.
 */
export function keysetAfter({ sort, nullable, id, descending }: Keyset, after: Cursor | null): SQL | undefined {
  if (!after) return undefined;
  const op = sql.raw(descending ? '<' : '>');
  if (!nullable) return sql`(${sort}, ${id}) ${op} (${after.value}, ${after.id})`;
  if (after.value === null) return sql`(${sort} is null and ${id} ${op} ${after.id})`;
  return sql`(${sort} ${op} ${after.value} or (${sort} = ${after.value} and ${id} ${op} ${after.id}) or ${sort} is null)`;
}

/** What a keyset's select reads beside the row, for the next cursor. */
export const cursorFields = ({ sort, id }: Keyset) => ({
  cursorValue: sql<string | null>`(${sort})::text`,
  cursorId: sql<string>`(${id})::text`,
});

/** The next cursor: the last row's, unless the batch came short (the list is done). */
export const nextCursor = (
  rows: readonly { cursorValue: string | null; cursorId: string }[],
  limit: number,
): Cursor | null => {
  const last = rows.at(-1);
  return last && rows.length === limit ? { value: last.cursorValue, id: last.cursorId } : null;
};
