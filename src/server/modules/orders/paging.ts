import type { OrderListResponse, OrderStatus } from '../../../shared/contract/orders';

/** The rows a page covers in a list sorted newest first, counted from whichever end is nearer. */
export interface PageWindow {
  /** Read oldest first: the page lies in the back half of the list. */
  fromOldest: boolean;
  limit: number;
  offset: number;
}

/**
 * Where page `pageNumber` (from 0) of `total` rows lies, or null past the last page. A page in
 * the back half is read from the oldest end, so no page skips more than half the list's index.
 */
export function pageWindow(total: number, pageNumber: number, pageSize: number): PageWindow | null {
  const skipped = pageNumber * pageSize;
  const rows = Math.min(pageSize, total - skipped);
  if (rows <= 0) return null;
  const fromOldest = skipped > total / 2;
  return { fromOldest, limit: rows, offset: fromOldest ? total - skipped - rows : skipped };
}

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
    pagination: { pageNumber, totalPages: Math.ceil(total / pageSize) },
    allOrders: counts.all,
    deliveredOrders: counts.byStatus.DELIVERED ?? 0,
    pendingOrders: counts.byStatus.PENDING ?? 0,
  };
}

/** How many rows a list filtered to `status` (or not) holds. */
export const totalOf = (counts: StatusCounts, status: OrderStatus | undefined) =>
  status === undefined ? counts.all : (counts.byStatus[status] ?? 0);
