import { sql } from 'drizzle-orm';
import type { Order, UpdateOrderBody } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { orderFor } from './records';

/** The vendor acting, and the account that does it (recorded in the history). */
export interface VendorActor {
  vendorId: string;
  userId: string;
}

/**
 * POST /order/update-order: moves the vendor's items of the order to `status` (spec §4: any
 * value, freely), records each status they leave (one history row each), and sets the order's
 * derived status; its vendor_orders row and every counter follow through triggers. One
 * statement, so one transaction that commits as it ends: the counters' rows the triggers lock
 * are never held across a round trip to this server, which under load made every other update
 * wait for it.
 *
 * Locking every item of the order first serialises the updates of one order (any vendor's) and,
 * in READ COMMITTED, hands the statement each item as the update before it left it, so the status
 * is derived from settled items and concurrent updates end in one of the values sent. The
 * derivation is `min` over the enum, whose order (ORDER_STATUSES) is the progress order with
 * CANCELLED last: the rule of `deriveOrderStatus`, held equal to it by
 * tests/server/order-status.test.ts. The order's row is written whenever an item moves, not only
 * when its status differs: a condition on its status would be read from the statement's snapshot,
 * taken before the wait for the item locks, and would skip an order an update before had just
 * changed. An order without the vendor's items, like an unknown one, is 404 and nothing is
 * written; setting the status the items already have changes and records nothing.
 */
export async function updateOrderStatus(db: Db, actor: VendorActor, body: UpdateOrderBody): Promise<Order> {
  const { orderId, status } = body;
  const { vendorId, userId } = actor;
  const result = await db.execute<{ mine: number }>(
    sql`with items as (
          select id, vendor_id, status from order_items where order_id = ${orderId} order by id for no key update
        ), mine as (
          select id, status from items where vendor_id = ${vendorId}
        ), recorded as (
          insert into order_status_history (order_id, vendor_id, from_status, to_status, changed_by)
          select ${orderId}, ${vendorId}, status, ${status}, ${userId}
          from mine where status <> ${status} group by status
        ), moved as (
          update order_items oi set status = ${status} from mine where oi.id = mine.id and mine.status <> ${status}
        ), derived as (
          select min(case when vendor_id = ${vendorId} then ${status}::order_status else status end) as status from items
        ), ordered as (
          update orders o set status = derived.status from derived
          where o.id = ${orderId} and exists (select 1 from mine where status <> ${status})
        )
        select count(*)::int as mine from mine`,
  );
  if (!result.rows[0]?.mine) throw notFound(messages.order.notFound);
  return orderFor(db, orderId, { vendorId });
}
