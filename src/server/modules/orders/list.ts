import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  AllOrdersBody,
  OrderListResponse,
  OrderStatus,
  VendorOrdersBody,
  VendorOrdersQuery,
} from '../../../shared/contract/orders';
import type { Db } from '../../db/client';
import { type PageWindow, pageWindow } from '../../db/pageWindow';
import { customers, orders, users, vendorOrderCounts, vendorOrders } from '../../db/schema';
import { countByStatus } from '../../db/statusCounts';
import { listAnswer, type StatusCounts, totalOf } from './paging';
import { orderSelection, toOrders, type Viewer } from './records';

/**
 * A page of orders with their customers and items, newest first, in one statement: the page's
 * ids from an index-only scan (orders_order_date_idx or orders_status_date_idx; a vendor's from
 * vendor_orders), read from the end the window says, then the orders they name.
 */
async function page(db: Db, window: PageWindow, viewer: Viewer, status: OrderStatus | undefined) {
  const order = window.fromOldest ? asc : desc;
  const ids =
    viewer.vendorId === null
      ? db
          .select({ id: orders.id })
          .from(orders)
          .where(status === undefined ? undefined : eq(orders.status, status))
          .orderBy(order(orders.orderDate), order(orders.id))
      : db
          .select({ id: vendorOrders.orderId })
          .from(vendorOrders)
          .where(
            and(
              eq(vendorOrders.vendorId, viewer.vendorId),
              status === undefined ? undefined : eq(vendorOrders.status, status),
            ),
          )
          .orderBy(order(vendorOrders.orderDate), order(vendorOrders.orderId));
  const rows = await db
    .select(orderSelection(viewer))
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    // An array, not `in (select ...)`: the page's orders are looked up by key, whatever the planner
    // guesses of the page's size (`in` can be planned as a join scanning every order).
    .where(sql`${orders.id} = any(array(${ids.limit(window.limit).offset(window.offset)}))`)
    .orderBy(desc(orders.orderDate), desc(orders.id));
  return toOrders(rows, viewer);
}

/**
 * POST /order/all-orders: a page of every order, newest first (id breaking ties), optionally of
 * one status, with every item; the counters come from status_counts. The counts and the page
 * are two statements: an order written in between shifts a page by a row, as it would between
 * two clicks of any offset pager.
 */
export async function listAllOrders(db: Db, body: AllOrdersBody): Promise<OrderListResponse> {
  const counts = await countByStatus(db, 'orders');
  const total = totalOf(counts, body.status);
  const window = pageWindow(total, body.pageNumber + 1, body.pageSize);
  const data = window ? await page(db, window, { vendorId: null }, body.status) : [];
  return listAnswer(data, body.pageNumber, body.pageSize, total, counts);
}

/** A vendor's orders per status (its status: its first item's), from the counts its triggers keep. */
async function vendorCounts(db: Db, vendorId: string): Promise<StatusCounts> {
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
