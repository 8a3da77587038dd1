import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Order, OrderItem } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { customers, orders, users } from '../../db/schema';
import { notFound } from '../../errors';

/** Whose view of an order: a vendor (`vendorId`) sees only its items; an admin (null) every item. */
export type Viewer = { vendorId: string | null };
/**
 * A viewer as a statement names it: a prepared one takes the vendor's id as a placeholder, or as
 * a column of what the statement joins (one vendor an order).
 */
type ViewerInQuery = { vendorId: string | Placeholder | SQL | null };

/**
 * The items of the order in scope (a vendor's: only its own), by id, already in spec §3's wire
 * shape: built by the database in the order's own row, so a page of orders and their items is
 * one statement.
 */
const itemsJson = ({ vendorId }: ViewerInQuery) => sql<OrderItem[]>`(
  select coalesce(json_agg(json_build_object(
    'id', oi.id,
    'product_name', oi.product_name,
    'quantity', oi.quantity,
    'size', oi.size,
    'color', oi.color,
    'status', oi.status,
    'variant_image_url', oi.variant_image_url,
    'unit_price', oi.unit_price,
    'total_price', oi.total_price,
    'product', json_build_object('vendor', json_build_object(
      'name', v.name, 'address', v.address, 'city', v.city, 'State', v.state, 'pincode', v.pincode
    ))
  ) order by oi.id), '[]')
  from order_items oi join vendors v on v.id = oi.vendor_id
  where oi.order_id = ${orders.id}${vendorId === null ? sql`` : sql` and oi.vendor_id = ${vendorId}`}
)`;

/** What a select of orders (joined to their customers' users) reads for the records. */
export const orderSelection = (viewer: ViewerInQuery) => ({
  id: orders.id,
  orderDate: orders.orderDate,
  finalAmount: orders.finalAmount,
  shippingAddress: orders.shippingAddress,
  status: orders.status,
  customerName: users.name,
  customerMobile: users.mobile,
  items: itemsJson(viewer),
});

interface OrderRow {
  id: string;
  orderDate: Date;
  finalAmount: number;
  shippingAddress: string;
  status: Order['status'];
  customerName: string;
  customerMobile: string | null;
  items: OrderItem[];
}

/** Rupees summed in paise, so a vendor's total has no float residue. */
const sumOf = (items: readonly OrderItem[]) =>
  items.reduce((paise, item) => paise + Math.round(item.total_price * 100), 0) / 100;

/**
 * Rows of `orderSelection` as the API answers them. A vendor's view (spec §3 Vendor order) keeps
 * only orders holding its items; its amount is their sum and its status its first item's.
 */
export function toOrders(rows: readonly OrderRow[], viewer: Viewer): Order[] {
  const out: Order[] = [];
  for (const row of rows) {
    const first = row.items[0];
    const vendorView = viewer.vendorId !== null;
    if (vendorView && !first) continue;
    out.push({
      id: row.id,
      order_date: row.orderDate.toISOString(),
      final_amount: vendorView ? sumOf(row.items) : row.finalAmount,
      shipping_address: row.shippingAddress,
      status: vendorView && first ? first.status : row.status,
      customer: { user: { name: row.customerName, mobile: row.customerMobile } },
      order_items: row.items,
    });
  }
  return out;
}

/** One order as the viewer sees it; 404 when there is none (for a vendor: none holding its items). */
export async function orderFor(db: Db | Tx, orderId: string, viewer: Viewer): Promise<Order> {
  const rows = await db
    .select(orderSelection(viewer))
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(orders.id, orderId));
  const [order] = toOrders(rows, viewer);
  if (!order) throw notFound(messages.order.notFound);
  return order;
}
