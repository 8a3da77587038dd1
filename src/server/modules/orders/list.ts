import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants';
import type {
  AllOrdersBody,
  OrderListResponse,
  OrderStatus,
  VendorOrdersBody,
  VendorOrdersQuery,
} from '../../../shared/contract/orders';
import type { Db } from '../../db/client';
import { type PageWindow, pageWindow } from '../../db/pageWindow';
import { preparedOnce } from '../../db/prepared';
import { customers, orders, users, vendorOrderCounts, vendorOrders } from '../../db/schema';
import { countByStatus } from '../../db/statusCounts';
import { type PagedList, pageIdsSql } from '../../db/statusPages';
import { salesDayShards } from '../dashboard/table';
import { listAnswer, type StatusCounts, totalOf } from './paging';
import { orderSelection, toOrders, type Viewer } from './records';

/**
 * Whose orders a page statement lists: every order (the admin's), those placed between two days
 * (the admin's, filtered), or one vendor's (a placeholder).
 */
type Scope = 'all' | 'placed' | 'vendor';

/**
 * Orders placed from the day `placedFrom` to the day `placedTo`, both included, in the
 * marketplace's time zone (placeholders; either may be null for no bound): a range of
 * orders_order_date_idx.
 */
const dayStart = (day: SQL) => sql`(${day}::timestamp at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})`;
const placedBetween = sql`${orders.orderDate} >= ${dayStart(sql`coalesce(${sql.placeholder('placedFrom')}::date, '-infinity')`)}
  and ${orders.orderDate} < ${dayStart(sql`(coalesce(${sql.placeholder('placedTo')}::date, 'infinity') + 1)`)}`;

/**
 * Every order (the admin's) or one vendor's (its id a placeholder), newest first: from
 * orders_order_date_idx / orders_status_date_idx, or vendor_orders.
 */
const LISTS: Record<Scope, PagedList> = {
  all: { table: orders, id: orders.id, status: orders.status, sortedBy: orders.orderDate },
  placed: { table: orders, id: orders.id, status: orders.status, sortedBy: orders.orderDate, scope: placedBetween },
  vendor: {
    table: vendorOrders,
    id: vendorOrders.orderId,
    status: vendorOrders.status,
    sortedBy: vendorOrders.orderDate,
    scope: sql`${vendorOrders.vendorId} = ${sql.placeholder('vendorId')}`,
  },
};

/**
 * A page of orders with their customers and items, newest first, in one statement prepared once
 * per scope, filter, direction and size: the page's ids, then the orders they name.
 */
function pageStatement(db: Db, scope: Scope, filtered: boolean, fromOldest: boolean, size: number) {
  const name = `orders_page_${scope}_${filtered ? 'status' : 'any'}_${fromOldest ? 'oldest' : 'newest'}_${size}`;
  return preparedOnce(db, name, () =>
    db
      .select(orderSelection({ vendorId: scope === 'all' ? null : sql.placeholder('vendorId') }))
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      // An array, not `in (select ...)`: the page's orders are looked up by key, whatever the
      // planner guesses of the page's size (`in` can be planned as a join scanning every order).
      .where(sql`${orders.id} = any(array(${pageIdsSql(LISTS[scope], filtered, fromOldest, size)}))`)
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .prepare(name),
  );
}

/** The days placed between, when the admin's list is filtered by them. */
type Placed = Pick<AllOrdersBody, 'placedFrom' | 'placedTo'>;
const isPlacedFilter = ({ placedFrom, placedTo }: Placed) => placedFrom !== undefined || placedTo !== undefined;

async function page(db: Db, window: PageWindow, viewer: Viewer, status: OrderStatus | undefined, placed: Placed = {}) {
  const scope = viewer.vendorId !== null ? 'vendor' : isPlacedFilter(placed) ? 'placed' : 'all';
  const statement = pageStatement(db, scope, status !== undefined, window.fromOldest, window.limit);
  const rows = await statement.execute({
    status,
    vendorId: viewer.vendorId,
    offset: window.offset,
    placedFrom: placed.placedFrom ?? null,
    placedTo: placed.placedTo ?? null,
  });
  return toOrders(rows, viewer);
}

/**
 * How many orders were placed between the days: from the kept days (sales_day_shards, migration
 * 0026) without a status, else counted over orders_status_date_idx's range of that status.
 */
const placedCount = (db: Db, filtered: boolean) =>
  preparedOnce(db, `orders_placed_count_${filtered ? 'status' : 'any'}`, () => {
    const from = sql`coalesce(${sql.placeholder('placedFrom')}::date, '-infinity')`;
    const to = sql`coalesce(${sql.placeholder('placedTo')}::date, 'infinity')`;
    const n = filtered
      ? sql`(select count(*) from ${orders} where ${orders.status} = ${sql.placeholder('status')} and ${placedBetween})`
      : sql`(select coalesce(sum(${salesDayShards.orders}), 0) from ${salesDayShards}
          where ${salesDayShards.day} >= ${from} and ${salesDayShards.day} <= ${to})`;
    return db
      .select({ n: sql<number>`${n}`.mapWith(Number) })
      .from(sql`(select 1) as one`)
      .prepare(`orders_placed_count_${filtered ? 'status' : 'any'}`);
  });

/**
 * POST /order/all-orders: a page of every order, newest first (id breaking ties), optionally of
 * one status, with every item; the counters come from status_counts. The counts and the page
 * are two statements: an order written in between shifts a page by a row, as it would between
 * two clicks of any offset pager.
 */
export async function listAllOrders(db: Db, body: AllOrdersBody): Promise<OrderListResponse> {
  const counts = await countByStatus(db, 'orders');
  const placed = { placedFrom: body.placedFrom ?? null, placedTo: body.placedTo ?? null };
  const [inRange] = isPlacedFilter(body)
    ? await placedCount(db, body.status !== undefined).execute({ ...placed, status: body.status })
    : [];
  const total = inRange ? inRange.n : totalOf(counts, body.status);
  const window = pageWindow(total, body.pageNumber + 1, body.pageSize);
  const data = window ? await page(db, window, { vendorId: null }, body.status, body) : [];
  return listAnswer(data, body.pageNumber, body.pageSize, total, counts);
}

/** A vendor's orders per status (its status: its first item's), from the counts its triggers keep. */
export async function vendorCounts(db: Db, vendorId: string): Promise<StatusCounts> {
  const rows = await db
    .select({ status: vendorOrderCounts.status, n: vendorOrderCounts.n })
    .from(vendorOrderCounts)
    .where(eq(vendorOrderCounts.vendorId, vendorId));
  return {
    all: rows.reduce((sum, r) => sum + r.n, 0),
    byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])),
  };
}

/**
 * POST /order/all-vendor-orders: a page of the orders holding the vendor's items, newest first,
 * each with only those items, optionally of one status (the vendor's: its first item's). Pages
 * and counters come from vendor_orders and vendor_order_counts, kept by triggers, so the page's
 * ids are an index-only scan of the vendor's rows and the cards one indexed read.
 */
export async function listVendorOrders(
  db: Db,
  vendorId: string,
  body: VendorOrdersBody,
  query: VendorOrdersQuery,
): Promise<OrderListResponse> {
  const counts = await vendorCounts(db, vendorId);
  const total = totalOf(counts, query.status);
  const window = pageWindow(total, body.pageNumber + 1, body.pageSize);
  const data = window ? await page(db, window, { vendorId }, query.status) : [];
  return listAnswer(data, body.pageNumber, body.pageSize, total, counts);
}
