import { and, asc, eq, ne } from 'drizzle-orm';
import { deriveOrderStatus, type Order, type OrderStatus, type UpdateOrderBody } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { orderItems, orderStatusHistory, orders } from '../../db/schema';
import { notFound } from '../../errors';
import { orderFor } from './records';

/** The vendor acting, and the account that does it (recorded in the history). */
export interface VendorActor {
  vendorId: string;
  userId: string;
}

/** The statuses the vendor's items leave for `to`, each once, in item order: one history row each. */
const changesTo = (current: readonly OrderStatus[], to: OrderStatus) => [...new Set(current)].filter((s) => s !== to);

/**
 * POST /order/update-order: moves the vendor's items of the order to `status` (spec §4: any
 * value, freely), records the change, and sets the order's derived status, in one transaction;
 * its vendor_orders row and every counter follow through triggers in the same transaction.
 * The order's row lock, taken first, serialises every update of the order (any vendor's), so the
 * status is derived from settled items and concurrent updates end in one of the values sent.
 * An order without the vendor's items, like an unknown one, is 404 and nothing is written.
 * Setting the status the items already have changes and records nothing.
 */
export async function updateOrderStatus(db: Db, actor: VendorActor, body: UpdateOrderBody): Promise<Order> {
  const { orderId, status } = body;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!locked) throw notFound(messages.order.notFound);
    // A statement of its own, after the lock: its snapshot holds what the update before committed
    // (a locking read joined to the items would re-read only the order's row, not theirs).
    const items = await tx
      .select({ vendorId: orderItems.vendorId, status: orderItems.status })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const mine = items.filter((item) => item.vendorId === actor.vendorId).map((item) => item.status);
    if (mine.length === 0) throw notFound(messages.order.notFound);

    const before = await orderFor(tx, orderId, { vendorId: actor.vendorId });
    const changes = changesTo(mine, status);
    if (changes.length === 0) return before;

    await tx.insert(orderStatusHistory).values(
      changes.map((from) => ({
        orderId,
        vendorId: actor.vendorId,
        fromStatus: from,
        toStatus: status,
        changedBy: actor.userId,
      })),
    );
    // The items and the order in one statement, last: from here the vendor's and the global
    // counters' rows are locked until commit, and every other update needs them.
    const derived = deriveOrderStatus(items.map((item) => (item.vendorId === actor.vendorId ? status : item.status)));
    const moved = tx.$with('moved').as(
      tx
        .update(orderItems)
        .set({ status })
        .where(
          and(eq(orderItems.orderId, orderId), eq(orderItems.vendorId, actor.vendorId), ne(orderItems.status, status)),
        )
        .returning({ id: orderItems.id }),
    );
    await tx
      .with(moved)
      .update(orders)
      .set({ status: derived })
      .where(and(eq(orders.id, orderId), ne(orders.status, derived)));
    return { ...before, status, order_items: before.order_items.map((item) => ({ ...item, status })) };
  });
}
