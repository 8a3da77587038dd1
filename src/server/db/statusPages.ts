import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageInfo, ZeroBasedPage } from '../../shared/contract/statusLists';
import type { Db } from './client';
import { pageWindow } from './pageWindow';
import { preparedOnce } from './prepared';
import { type CountedTable, countByStatus } from './statusCounts';

/** A table listed newest first (id breaking ties) with an index on (created_at, id) and (status, created_at, id). */
export type NewestFirstTable = PgTable & { id: PgColumn; status: PgColumn; createdAt: PgColumn };

/** A query a status list prepares once and runs with the page's values. */
interface Preparable<QueryRow> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<QueryRow[]> };
}

/** A status list's answer: the page, its place, and one counter per name (spec §7's names). */
export type StatusListAnswer<Row, Counter extends string> = { data: Row[]; pagination: PageInfo } & Record<
  Counter,
  number
>;

/** How a status list reads: its table and counts, its records' query and shape, its counters' names. */
export interface StatusListSource<QueryRow, Row, Counter extends string> {
  /** Names its prepared statements. */
  name: string;
  counted: CountedTable;
  table: NewestFirstTable;
  /** The records `where` names, newest first, with what they join. */
  query: (db: Db, where: SQL) => Preparable<QueryRow>;
  toRecord: (row: QueryRow) => Row;
  /** Each counter's status, or 'all'. */
  counters: Record<Counter, string>;
}

/**
 * The condition naming a page's records: their ids from an index-only scan of
 * `(status, created_at, id)` or `(created_at, id)`, read from the end `fromOldest` says. An array,
 * not `in (select ...)`, so the records are looked up by key whatever the planner guesses of the
 * page's size. The size is a literal and the offset is read through a subquery, so the generic
 * plan PostgreSQL settles on is the custom one and a request spends no time planning.
 */
function pageIds(table: NewestFirstTable, filtered: boolean, fromOldest: boolean, size: number): SQL {
  const direction = sql.raw(fromOldest ? 'asc' : 'desc');
  const status = filtered ? sql`where ${table.status} = ${sql.placeholder('status')}` : sql``;
  return sql`${table.id} = any(array(select ${table.id} from ${table} ${status}
    order by ${table.createdAt} ${direction}, ${table.id} ${direction}
    limit ${sql.raw(String(size))} offset (select ${sql.placeholder('offset')}::bigint)))`;
}

/** The named statement of a source's page, prepared on first use on this database. */
function pageStatement<QueryRow>(
  db: Db,
  source: StatusListSource<QueryRow, unknown, string>,
  filtered: boolean,
  fromOldest: boolean,
  size: number,
) {
  const name = `${source.name}_page_${filtered ? 'status' : 'all'}_${fromOldest ? 'oldest' : 'newest'}_${size}`;
  return preparedOnce(db, name, () =>
    source.query(db, pageIds(source.table, filtered, fromOldest, size)).prepare(name),
  );
}

/**
 * A page of a status list (page from 0, spec §9), newest first (id breaking ties), optionally of
 * one status, with its counters over every status whatever the filter. The counters come from
 * status_counts (no count over the table), so the cards and the page cost two indexed reads. They
 * are two statements: a row written in between shifts a page by a row, as it would between two
 * clicks of any pager.
 */
export async function statusList<QueryRow, Row, Counter extends string>(
  db: Db,
  source: StatusListSource<QueryRow, Row, Counter>,
  { pageNumber, pageSize }: ZeroBasedPage,
  status: string | undefined,
): Promise<StatusListAnswer<Row, Counter>> {
  const counts = await countByStatus(db, source.counted);
  const totalRows = status === undefined ? counts.all : (counts.byStatus[status] ?? 0);
  const pagination = { pageNumber, pageSize, totalRows, totalPages: Math.ceil(totalRows / pageSize) };
  const counters = Object.fromEntries(
    Object.entries<string>(source.counters).map(([name, of]) => [
      name,
      of === 'all' ? counts.all : (counts.byStatus[of] ?? 0),
    ]),
  ) as Record<Counter, number>;
  const window = pageWindow(totalRows, pageNumber + 1, pageSize);
  if (!window) return { data: [], pagination, ...counters };
  const rows = await pageStatement(db, source, status !== undefined, window.fromOldest, window.limit).execute({
    status,
    offset: window.offset,
  });
  return { data: rows.map(source.toRecord), pagination, ...counters };
}
