import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageInfo, ZeroBasedPage } from '../../shared/contract/statusLists';
import type { Db } from './client';
import { pageWindow } from './pageWindow';
import { type CountedTable, countByStatus } from './statusCounts';

/** A table listed newest first (id breaking ties) with an index on (created_at, id) and (status, created_at, id). */
export type NewestFirstTable = PgTable & { id: PgColumn; status: PgColumn; createdAt: PgColumn };

/** One page of a status list: its matching rows' place, and the rows per status for the cards. */
interface StatusPage {
  pagination: PageInfo;
  counts: { all: number; byStatus: Record<string, number> };
  /**
   * `id = any(...)` of the page's ids, null past the last page. The ids come from an index-only
   * scan read from the nearer end; an array, not `in (select ...)`, so the rows are looked up by
   * key whatever the planner guesses of the page's size.
   */
  ids: SQL | null;
}

/**
 * Where page `pageNumber` (from 0, spec §9) of a status list lies. The counts come from
 * status_counts (no count over the table), so the page and the cards cost two indexed reads. The
 * counts and the page are two statements: a row written in between shifts a page by a row, as
 * it would between two clicks of any pager.
 */
async function statusPage<Status extends string>(
  db: Db,
  counted: CountedTable,
  list: NewestFirstTable,
  { pageNumber, pageSize }: ZeroBasedPage,
  status: Status | undefined,
): Promise<StatusPage> {
  const counts = await countByStatus(db, counted);
  const totalRows = status === undefined ? counts.all : (counts.byStatus[status] ?? 0);
  const pagination = { pageNumber, pageSize, totalRows, totalPages: Math.ceil(totalRows / pageSize) };
  const window = pageWindow(totalRows, pageNumber + 1, pageSize);
  if (!window) return { pagination, counts, ids: null };
  const order = window.fromOldest ? asc : desc;
  const ids = db
    .select({ id: list.id })
    .from(list)
    .where(status === undefined ? undefined : eq(list.status, status))
    .orderBy(order(list.createdAt), order(list.id))
    .limit(window.limit)
    .offset(window.offset);
  return { pagination, counts, ids: sql`${list.id} = any(array(${ids}))` };
}

/** A status list's answer: the page, its place, and one counter per name (spec §7's names). */
export type StatusListAnswer<Row, Counter extends string> = { data: Row[]; pagination: PageInfo } & Record<
  Counter,
  number
>;

/** How a status list reads: its table and counts, its rows by a condition, its counters' names. */
export interface StatusListSource<Row, Counter extends string> {
  counted: CountedTable;
  table: NewestFirstTable;
  /** The rows `where` names, newest first, with what they join. */
  rows: (db: Db, where: SQL) => Promise<Row[]>;
  /** Each counter's status, or 'all'. */
  counters: Record<Counter, string>;
}

/**
 * A page of a status list (page from 0), newest first (id breaking ties), optionally of one
 * status, with its counters over every status whatever the filter.
 */
export async function statusList<Row, Counter extends string>(
  db: Db,
  source: StatusListSource<Row, Counter>,
  page: ZeroBasedPage,
  status: string | undefined,
): Promise<StatusListAnswer<Row, Counter>> {
  const { pagination, counts, ids } = await statusPage(db, source.counted, source.table, page, status);
  const counters = Object.fromEntries(
    Object.entries<string>(source.counters).map(([name, of]) => [
      name,
      of === 'all' ? counts.all : (counts.byStatus[of] ?? 0),
    ]),
  ) as Record<Counter, number>;
  return { data: ids ? await source.rows(db, ids) : [], pagination, ...counters };
}
