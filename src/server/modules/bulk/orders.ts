import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BulkOrderStatusBody, BulkResult } from '../../../shared/contract/bulk';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { updateOrdersInBulk, type VendorActor } from '../orders/update';
import { allowLongStatements, capped, MATCHING_LIMIT, shortId } from './target';

/**
 * The orders the action names: the ids as sent (once each; the update's statement decides which
 * hold the vendor's items, as for one edit), or every one of the vendor's its filter matches.
 */
async function targetOrders(tx: Tx, vendorId: string, target: BulkOrderStatusBody['target']): Promise<string[]> {
  if ('ids' in target) return [...new Set(target.ids)];
  const { status } = target.filter;
  const { rows } = await tx.execute<{ id: string }>(
    sql`select order_id as id from vendor_orders where vendor_id = ${vendorId}
        ${status === undefined ? sql`` : sql`and status = ${status}`} limit ${MATCHING_LIMIT}`,
  );
  return capped(rows).map((row) => row.id);
}

/**
 * POST /bulk/order-status: the vendor's items of many orders to one status (spec §4: any, freely)
 * through update-order's own statement, so its history, activity rows and counters, in one
 * transaction, reading the vendor's ownership once (in that statement). Another vendor's order,
 * or an unknown one, is refused as not found and untouched.
 */
export async function bulkOrderStatus(db: Db, actor: VendorActor, body: BulkOrderStatusBody): Promise<BulkResult> {
  const bulkId = randomUUID();
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const ids = await targetOrders(tx, actor.vendorId, body.target);
    const changes = ids.map((orderId) => ({ orderId, status: body.status, ...actor, bulkId }));
    const reached = new Set(changes.length ? await updateOrdersInBulk(tx, changes) : []);
    // An order the update did not reach holds none of the vendor's items (unknown, another
    // vendor's, or its items gone since the filter's read): not found, as for one edit.
    const refused = ids
      .filter((id) => !reached.has(id))
      .map((id) => ({ id, label: shortId(id), message: messages.order.notFound }));
    return { bulkId, updated: reached.size, refused };
  });
}
