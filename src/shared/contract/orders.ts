import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { messages } from '../messages';
import { dataResponse, recordResponse } from './common';
import {
  customerUserSchema,
  dayFilterSchema,
  statusChangeOf,
  statusFilterOf,
  zeroBasedPageFields,
} from './statusLists';

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

const m = messages.order;

/** A status sent by a client: one of the five, or a 400 naming them. */
const statusInputSchema = z.enum(ORDER_STATUSES, { error: m.invalidStatus });

/** A list's status filter: absent, null or '' is "All Status". */
const statusFilterSchema = statusFilterOf(statusInputSchema);

const orderIdSchema = z.uuid({ error: m.invalidId });

/**
 * POST /order/all-orders (ADMIN): a page of every order, newest first, optionally of one status,
 * and beyond the spec of the days placed from and to (both included; the dashboard's links).
 */
export const allOrdersBodySchema = z.object({
  ...zeroBasedPageFields,
  status: statusFilterSchema,
  placedFrom: dayFilterSchema,
  placedTo: dayFilterSchema,
});
export type AllOrdersBody = z.infer<typeof allOrdersBodySchema>;

/** POST /order/all-vendor-orders (VENDOR): the page in the body ... */
export const vendorOrdersBodySchema = z.object(zeroBasedPageFields);
export type VendorOrdersBody = z.infer<typeof vendorOrdersBodySchema>;
/** ... and the status filter in the query (spec §7). */
export const vendorOrdersQuerySchema = z.object({ status: statusFilterSchema });
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuerySchema>;

/** POST /order/update-order (VENDOR): the new status of the signed-in vendor's items of the order. */
export const updateOrderBodySchema = z.object({ orderId: orderIdSchema, status: statusInputSchema });
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>;

/** POST /order/order-details (ADMIN, VENDOR). */
export const orderIdBodySchema = z.object({ orderId: orderIdSchema });
export type OrderIdBody = z.infer<typeof orderIdBodySchema>;

/** Spec §3: the seller of an item ('Sold by' and the View Vendor dialog). */
export const orderVendorSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  State: z.string().nullable(),
  pincode: z.string().nullable(),
});
export type OrderVendor = z.infer<typeof orderVendorSchema>;

/** Spec §3: an order item, with its own status and its vendor. */
export const orderItemSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  status: orderStatusSchema,
  variant_image_url: z.string().nullable(),
  unit_price: z.number(),
  total_price: z.number(),
  product: z.object({ vendor: orderVendorSchema }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * Spec §3 Order and Vendor order, one shape for both. An admin gets every item, the final amount
 * paid and the order's derived status; a vendor only its items (by item id), their sum as
 * `final_amount`, and its first item's status as `status`.
 */
export const orderSchema = z.object({
  id: z.string(),
  order_date: z.iso.datetime(),
  final_amount: z.number(),
  shipping_address: z.string(),
  status: orderStatusSchema,
  customer: customerUserSchema,
  order_items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** The list calls' answer (spec §3): a page, its place, and the cards' counters over every page. */
export const orderListResponseSchema = z.object({
  data: z.array(orderSchema),
  // totalRows beyond the spec, as the rentals' and bookings' pages have it: "select all N matching" (issue 28).
  pagination: z.object({ pageNumber: z.number().int(), totalPages: z.number().int(), totalRows: z.number().int() }),
  allOrders: z.number().int(),
  deliveredOrders: z.number().int(),
  pendingOrders: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** One change of a vendor's items of an order (beyond the spec): who moved them from what to what, when. */
export const orderStatusChangeSchema = statusChangeOf(orderStatusSchema).extend({
  vendor: z.object({ name: z.string() }),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** The order with its status history, oldest change first. */
export const orderDetailsSchema = orderSchema.extend({ history: z.array(orderStatusChangeSchema) });
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
export const orderDetailsResponseSchema = dataResponse(orderDetailsSchema);
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/** update-order's answer: the message and the vendor's view of the order as it now stands. */
export const updateOrderResponseSchema = recordResponse(orderSchema);
export type UpdateOrderResponse = z.infer<typeof updateOrderResponseSchema>;
