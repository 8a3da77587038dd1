import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StatusListQuery } from '../../shared/contract/statusContract';
import type { PageInfo, ZeroBasedPage } from '../../shared/contract/statusLists';
import type { Db } from './client';
import { pageWindow } from './pageWindow';
import { preparedOnce } from './prepared';
import { type CountedTable, countByStatus } from './statusCounts';

/** A table listed newest first (id breaking ties) with an index on (created_at, id) and (status, created_at, id). */
export type NewestFirstTable = PgTable & { id: PgColumn; status: PgColumn; createdAt: PgColumn };

/** A newest-first table of booked slots: where each starts and ends (stored, local time; migration 0025). */
export type ScheduledTable = NewestFirstTable & { startsAt: PgColumn; endsAt: PgColumn };

/** A query a status list prepares once and runs with the page's values. */
export interface Preparable<QueryRow> {
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
  table: ScheduledTable;
  /** The records `where` names, newest first, with what they join. */
  query: (db: Db, where: SQL) => Preparable<QueryRow>;
  toRecord: (row: QueryRow) => Row;
  /** Each counter's status, or 'all'. */
  counters: Record<Counter, string>;
}

/** A list paged newest first: its table, the column its ids come from, its status and its sort. */
export interface PagedList {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  /** Newest first, the id breaking ties; an index on (sortedBy, id) and (status, sortedBy, id). */
  sortedBy: PgColumn;
  /** A condition every row of the list meets (a vendor's own), as a prepared statement's SQL. */
  scope?: SQL;
}

/**
 * The ids of a page, for a prepared statement (placeholders `status` and `offset`): an
 * index-only scan read from the end `fromOldest` says. The size is a literal and the offset is
 * read through a subquery, so the generic plan PostgreSQL settles on is the custom one and a
 * request spends no time planning. Callers look the rows up with `id = any(array(...))`, not
 * `in (...)`, so by key whatever the planner guesses of the page's size.
 */
export function pageIdsSql(list: PagedList, filtered: boolean, fromOldest: boolean, size: number): SQL {
  const direction = sql.raw(fromOldest ? 'asc' : 'desc');
  const conditions = [list.scope, filtered ? sql`${list.status} = ${sql.placeholder('status')}` : undefined].filter(
    (condition) => condition !== undefined,
  );
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select ${list.id} from ${list.table} ${where}
    order by ${list.sortedBy} ${direction}, ${list.id} ${direction}
    limit ${sql.raw(String(size))} offset (select ${sql.placeholder('offset')}::bigint)`;
}

/** A table sorted by its creation time as a paged list. */
export const newestFirst = (table: NewestFirstTable): PagedList => ({
  table,
  id: table.id,
  status: table.status,
  sortedBy: table.createdAt,
});

/** The named statement of a source's page, prepared on first use on this database. */
function pageStatement<QueryRow>(
  db: Db,
  source: StatusListSource<QueryRow, unknown, string>,
  filtered: boolean,
  fromOldest: boolean,
  size: number,
) {
  const { table } = source;
  const name = `${source.name}_page_${filtered ? 'status' : 'all'}_${fromOldest ? 'oldest' : 'newest'}_${size}`;
  return preparedOnce(db, name, () =>
    source
      .query(db, sql`${table.id} = any(array(${pageIdsSql(newestFirst(table), filtered, fromOldest, size)}))`)
      .prepare(name),
  );
}

/** The day filters a query holds, in a fixed order (they name the statements). */
const DAY_FILTERS = [
  ['startsOn', 'startsAt'],
  ['endsOn', 'endsAt'],
] as const;

/** The conditions of a filtered page: the status, and each day filter on its own column's index. */
function filterConditions(table: ScheduledTable, query: StatusListQuery): SQL | undefined {
  const onDay = (column: PgColumn, key: string) =>
    sql`${column} >= ${sql.placeholder(key)}::date::timestamp and ${column} < (${sql.placeholder(key)}::date + 1)::timestamp`;
  return and(
    query.status === undefined ? undefined : sql`${table.status} = ${sql.placeholder('status')}`,
    ...DAY_FILTERS.map(([key, column]) => (query[key] === undefined ? undefined : onDay(table[column], key))),
  );
}

/** The statements of a page filtered by day (count and page), named by which filters it holds. */
function dayStatements<QueryRow>(
  db: Db,
  source: StatusListSource<QueryRow, unknown, string>,
  query: StatusListQuery,
  size: number,
) {
  const { table } = source;
  const held = ['status', ...DAY_FILTERS.map(([key]) => key)].filter(
    (key) => query[key as keyof StatusListQuery] !== undefined,
  );
  const name = `${source.name}_day_${held.join('_')}`;
  const where = filterConditions(table, query);
  const count = preparedOnce(db, `${name}_count`, () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(where)
      .prepare(`${name}_count`),
  );
  const page = preparedOnce(db, `${name}_${size}`, () =>
    source
      .query(
        db,
        sql`${table.id} = any(array(select ${table.id} from ${table} where ${where}
          order by ${table.createdAt} desc, ${table.id} desc
          limit ${sql.raw(String(size))} offset (select ${sql.placeholder('offset')}::bigint)))`,
      )
      .prepare(`${name}_${size}`),
  );
  return { count, page };
}

/**
 * A page of a status list (page from 0, spec §9), newest first (id breaking ties), optionally of
 * one status, with its counters over every status whatever the filter. The counters come from
 * status_counts (no count over the table), so the cards and the page cost two indexed reads. They
 * are two statements: a row written in between shifts a page by a row, as it would between two
 * clicks of any pager. Filtered by a day the rows start or end on (beyond the spec), the page's
 * rows are counted and read through the starts_at / ends_at indexes: a day's rows.
 */
export async function statusList<QueryRow, Row, Counter extends string>(
  db: Db,
  source: StatusListSource<QueryRow, Row, Counter>,
  { pageNumber, pageSize }: ZeroBasedPage,
  query: StatusListQuery,
): Promise<StatusListAnswer<Row, Counter>> {
  const { status } = query;
  const byDay = query.startsOn !== undefined || query.endsOn !== undefined;
  const day = byDay ? dayStatements(db, source, query, pageSize) : undefined;
  const values = { status, startsOn: query.startsOn, endsOn: query.endsOn };
  const counts = await countByStatus(db, source.counted);
  const [dayCount] = day ? await day.count.execute(values) : [];
  const totalRows = dayCount ? dayCount.n : status === undefined ? counts.all : (counts.byStatus[status] ?? 0);
  const pagination = { pageNumber, pageSize, totalRows, totalPages: Math.ceil(totalRows / pageSize) };
  const counters = Object.fromEntries(
    Object.entries<string>(source.counters).map(([name, of]) => [
      name,
      of === 'all' ? counts.all : (counts.byStatus[of] ?? 0),
    ]),
  ) as Record<Counter, number>;
  const window = pageWindow(totalRows, pageNumber + 1, pageSize);
  if (!window) return { data: [], pagination, ...counters };
  const rows = day
    ? await day.page.execute({ ...values, offset: pageNumber * pageSize })
    : await pageStatement(db, source, status !== undefined, window.fromOldest, window.limit).execute({
        status,
        offset: window.offset,
      });
  return { data: rows.map(source.toRecord), pagination, ...counters };
}
