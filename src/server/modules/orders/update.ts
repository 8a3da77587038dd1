import { eq, sql } from 'drizzle-orm';
import type { Order, UpdateOrderBody } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { customers, orders, users } from '../../db/schema';
import { notFound } from '../../errors';
import { orderSelection, toOrders } from './records';

/** The vendor acting, and the account that does it (recorded in the history). */
export interface VendorActor {
  vendorId: string;
  userId: string;
}

const orderId = sql.placeholder('orderId');
const vendorId = sql.placeholder('vendorId');
const status = sql.placeholder('status');
const userId = sql.placeholder('userId');

/**
 * The update's common table expressions. Locking every item of the order first serialises the
 * updates of one order (any vendor's) and, in READ COMMITTED, hands the statement each item as
 * the update before it left it, so the status is derived from settled items and concurrent
 * updates end in one of the values sent. The derivation is `min` over the enum, whose order
 * (ORDER_STATUSES) is the progress order with CANCELLED last: the rule of `deriveOrderStatus`,
 * held equal to it by tests/server/order-status.test.ts. The order's row is written whenever an
 * item moves, not only when its status differs: a condition on its status would be read from the
 * statement's snapshot, taken before the wait for the item locks, and would skip an order an
 * update before had just changed.
 */
const updateCtes = (db: Db) => [
  db
    .$with('items', {})
    .as(sql`select id, vendor_id, status from order_items where order_id = ${orderId} order by id for no key update`),
  db.$with('mine', {}).as(sql`select id, status from items where vendor_id = ${vendorId}`),
  db.$with('recorded', {}).as(
    sql`insert into order_status_history (order_id, vendor_id, from_status, to_status, changed_by)
        select ${orderId}, ${vendorId}, status, ${status}, ${userId}
        from mine where status <> ${status} group by status`,
  ),
  db
    .$with('moved', {})
    .as(sql`update order_items oi set status = ${status} from mine where oi.id = mine.id and mine.status <> ${status}`),
  db
    .$with('derived', {})
    .as(
      sql`select min(case when vendor_id = ${vendorId} then ${status}::order_status else status end) as status from items`,
    ),
  db.$with('ordered', {}).as(
    sql`update orders o set status = derived.status from derived
        where o.id = ${orderId} and exists (select 1 from mine where status <> ${status})`,
  ),
];

/** The update and the vendor's view of the order it leaves, in one statement prepared once. */
const updateStatement = (db: Db) =>
  preparedOnce(db, 'update_order', () =>
    db
      .with(...updateCtes(db))
      .select(orderSelection({ vendorId }))
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .where(sql`${orders.id} = ${orderId} and exists (select 1 from mine)`)
      .prepare('update_order'),
  );

/**
 * POST /order/update-order: moves the vendor's items of the order to `status` (spec §4: any
 * value, freely), records each status they leave (one history row each), and sets the order's
 * derived status; its vendor_orders row and every counter follow through triggers. One
 * statement, so one transaction that commits as it ends (one round trip): the counters' rows the
 * triggers lock are never held across a round trip to this server, which under load made every
 * other update wait for it. An order without the vendor's items, like an unknown one, is 404 and
 * nothing is written; setting the status the items already have changes and records nothing.
 *
 * The answer is the order as the statement's snapshot had it, before the change: of what the
 * vendor sees, only its items' status has moved since, to `status` (so has the vendor's view of
 * the order's status, its first item's).
 */
export async function updateOrderStatus(db: Db, actor: VendorActor, body: UpdateOrderBody): Promise<Order> {
  const rows = await updateStatement(db).execute({ ...body, ...actor });
  const moved = rows.map((row) => ({ ...row, items: row.items.map((item) => ({ ...item, status: body.status })) }));
  const [order] = toOrders(moved, { vendorId: actor.vendorId });
  if (!order) throw notFound(messages.order.notFound);
  return order;
}

/** Runs the update on no order (nulls match none), for `Database.warmUp`. */
export async function warmUpOrderUpdate(db: Db): Promise<void> {
  await updateStatement(db).execute({ orderId: null, vendorId: null, status: null, userId: null });
}
