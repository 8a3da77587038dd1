import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';

/** Spec §4: an order's and an order item's status. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

type LiveStatus = Exclude<OrderStatus, 'CANCELLED'>;
const PROGRESS: Record<LiveStatus, number> = { PENDING: 0, CONFIRMED: 1, SHIPPED: 2, DELIVERED: 3 };

/**
 * The order's own status, derived from its items (DESIGN.md "Database"): all items cancelled
 * -> CANCELLED, else the least advanced status among the live items. Whatever writes item
 * statuses stores this on the order in the same transaction, so filters and counts use an index.
 */
export function deriveOrderStatus(itemStatuses: readonly OrderStatus[]): OrderStatus {
  let least: LiveStatus | undefined;
  for (const s of itemStatuses) {
    if (s === 'CANCELLED') continue;
    if (least === undefined || PROGRESS[s] < PROGRESS[least]) least = s;
  }
  return least ?? 'CANCELLED';
}
