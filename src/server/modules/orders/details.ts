import { and, asc, eq } from 'drizzle-orm';
import type { OrderDetails, OrderStatusChange } from '../../../shared/contract/orders';
import type { Db } from '../../db/client';
import { orderStatusHistory, users, vendors } from '../../db/schema';
import { orderFor, type Viewer } from './records';

/** The order's status changes, oldest first; a vendor's view only its own. */
async function historyOf(db: Db, orderId: string, viewer: Viewer): Promise<OrderStatusChange[]> {
  const rows = await db
    .select({
      id: orderStatusHistory.id,
      vendorName: vendors.name,
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      byName: users.name,
      at: orderStatusHistory.changedAt,
    })
    .from(orderStatusHistory)
    .innerJoin(vendors, eq(vendors.id, orderStatusHistory.vendorId))
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(
      and(
        eq(orderStatusHistory.orderId, orderId),
        viewer.vendorId === null ? undefined : eq(orderStatusHistory.vendorId, viewer.vendorId),
      ),
    )
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.seq));
  return rows.map((row) => ({
    id: row.id,
    vendor: { name: row.vendorName },
    from: row.from,
    to: row.to,
    by: row.byName === null ? null : { name: row.byName },
    at: row.at.toISOString(),
  }));
}

/** POST /order/order-details: the order as the viewer sees it (404 when it cannot), with its history. */
export async function orderDetails(db: Db, orderId: string, viewer: Viewer): Promise<OrderDetails> {
  const order = await orderFor(db, orderId, viewer);
  return { ...order, history: await historyOf(db, orderId, viewer) };
}
