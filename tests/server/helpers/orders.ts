import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { orderItems, orderStatusHistory, orders } from '../../../src/server/db/schema';
import { ORDER_STATUSES } from '../../../src/shared/constants';
import { deriveOrderStatus, type OrderStatus } from '../../../src/shared/contract/orders';
import type { Headers } from '../helper';
import type { TestApp } from './app';
import { type ItemSpec, insertOrder } from './fixtures';

export { FORBIDDEN, NOT_SIGNED_IN, UNKNOWN_ID } from './http';
export type { Headers };

export const ORDER_NOT_FOUND = 'Order not found';
export const INVALID_STATUS = 'Status must be one of PENDING, CONFIRMED, SHIPPED, DELIVERED, CANCELLED';

/** The orders calls of one test app: POST with a JSON body (or none), optional query. */
export function ordersApi(t: TestApp) {
  return (path: string, payload: unknown, headers: Headers, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${path}${query}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** An order whose stored status is derived from its items, as every writer must store it. */
export function placeOrder(
  database: Database,
  customerId: string,
  orderDate: Date,
  items: ItemSpec[],
): Promise<string> {
  const status = deriveOrderStatus(items.map((i) => i.status ?? 'PENDING'));
  return insertOrder(database, { customerId, orderDate, items, status });
}

/** Zero for every status, so a count read back and a scan compare whole. */
const zeros = () => Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;

async function grouped(database: Database, query: ReturnType<typeof sql>) {
  const result = await database.db.execute<{ status: OrderStatus; n: number }>(query);
  const byStatus = zeros();
  for (const row of result.rows) byStatus[row.status] = row.n;
  return byStatus;
}

/** The truth by scanning: orders per stored status. */
export const scanOrderCounts = (database: Database) =>
  grouped(database, sql`select status, count(*)::int as n from orders group by status`);

/** The truth by scanning: a vendor's orders per its status, its first item's (by id). */
export const scanVendorCounts = (database: Database, vendorId: string) =>
  grouped(
    database,
    sql`select status, count(*)::int as n from (
      select distinct on (order_id) status from order_items where vendor_id = ${vendorId} order by order_id, id
    ) firsts group by status`,
  );

/** The counts the triggers keep, with zero for statuses never seen. */
export const keptOrderCounts = (database: Database) =>
  grouped(database, sql`select status, n::int as n from status_counts where entity = 'orders'`);
export const keptVendorCounts = (database: Database, vendorId: string) =>
  grouped(database, sql`select status, n::int as n from vendor_order_counts where vendor_id = ${vendorId}`);

/** Every stored order status rederived from its items: orders whose stored status disagrees. */
export async function misderivedOrders(database: Database): Promise<string[]> {
  const items = await database.db.select({ orderId: orderItems.orderId, status: orderItems.status }).from(orderItems);
  const byOrder = new Map<string, OrderStatus[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item.status]);
  const stored = await database.db.select({ id: orders.id, status: orders.status }).from(orders);
  return stored.filter((o) => o.status !== deriveOrderStatus(byOrder.get(o.id) ?? [])).map((o) => o.id);
}

/** Everything an order status update may write, to show a refusal wrote nothing. */
export async function orderState(database: Database) {
  const db = database.db;
  return {
    orders: await db.select({ id: orders.id, status: orders.status }).from(orders).orderBy(asc(orders.id)),
    items: await db
      .select({ id: orderItems.id, status: orderItems.status })
      .from(orderItems)
      .orderBy(asc(orderItems.id)),
    history: await db.select().from(orderStatusHistory).orderBy(asc(orderStatusHistory.id)),
    counts: await db.execute(sql`select * from status_counts order by entity, status`).then((r) => r.rows),
    vendorCounts: await db
      .execute(sql`select * from vendor_order_counts order by vendor_id, status`)
      .then((r) => r.rows),
    vendorOrders: await db.execute(sql`select * from vendor_orders order by vendor_id, order_id`).then((r) => r.rows),
  };
}

/** The vendor's items of an order, by id. */
export const itemsOf = (database: Database, orderId: string) =>
  database.db
    .select({ id: orderItems.id, vendorId: orderItems.vendorId, status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));

/** An order's history rows as stored, oldest first. */
export const historyOf = (database: Database, orderId: string) =>
  database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.seq));
