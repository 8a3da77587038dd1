import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BulkOrderStatusBody, BulkResult } from '../../../shared/contract/bulk';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { updateOrdersInBulk, type VendorActor } from '../orders/update';
import { allowLongStatements, capped, MATCHING_LIMIT, shortId, splitFound } from './target';

/** The vendor's orders the action names: those of the ids it holds items in, or every one its filter matches. */
async function targetOrders(tx: Tx, vendorId: string, target: BulkOrderStatusBody['target']) {
  if ('ids' in target) {
    const { rows } = await tx.execute<{ id: string }>(
      sql`select order_id as id from vendor_orders where vendor_id = ${vendorId} and order_id = any(${sql.param(target.ids)}::uuid[])`,
    );
    return splitFound(target.ids, rows, (row) => row.id, messages.order.notFound);
  }
  const { status } = target.filter;
  const { rows } = await tx.execute<{ id: string }>(
    sql`select order_id as id from vendor_orders where vendor_id = ${vendorId}
        ${status === undefined ? sql`` : sql`and status = ${status}`} limit ${MATCHING_LIMIT}`,
  );
  return { rows: capped(rows), refused: [] };
}

/**
 * POST /bulk/order-status: the vendor's items of many orders to one status (spec §4: any, freely)
 * through update-order's own statement, so its history, activity rows and counters, in one
 * transaction. Another vendor's order, or an unknown one, is refused as not found and untouched.
 */
export async function bulkOrderStatus(db: Db, actor: VendorActor, body: BulkOrderStatusBody): Promise<BulkResult> {
  const bulkId = randomUUID();
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const { rows, refused } = await targetOrders(tx, actor.vendorId, body.target);
    const changes = rows.map(({ id }) => ({ orderId: id, status: body.status, ...actor, bulkId }));
    const reached = new Set(changes.length ? await updateOrdersInBulk(tx, changes) : []);
    // An order whose items went between the read and the update's locks is no longer the vendor's.
    const gone = rows
      .filter(({ id }) => !reached.has(id))
      .map(({ id }) => ({ id, label: shortId(id), message: messages.order.notFound }));
    return { bulkId, updated: reached.size, refused: [...refused, ...gone] };
  });
}
