import type { OrderListResponse, OrderStatus } from '../../../shared/contract/orders';

/** Orders per status, as the counts tables keep them. */
export interface StatusCounts {
  all: number;
  byStatus: Partial<Record<OrderStatus, number>>;
}

/**
 * The list answer around a page: its place among `total` matching rows (0 pages when none), and
 * the cards' counters over every status, whatever the filter.
 */
export function listAnswer(
  data: OrderListResponse['data'],
  pageNumber: number,
  pageSize: number,
  total: number,
  counts: StatusCounts,
): OrderListResponse {
  return {
    data,
    pagination: { pageNumber, totalPages: Math.ceil(total / pageSize), totalRows: total },
    allOrders: counts.all,
    deliveredOrders: counts.byStatus.DELIVERED ?? 0,
    pendingOrders: counts.byStatus.PENDING ?? 0,
  };
}

/** How many rows a list filtered to `status` (or not) holds. */
export const totalOf = (counts: StatusCounts, status: OrderStatus | undefined) =>
  status === undefined ? counts.all : (counts.byStatus[status] ?? 0);
