import { sql } from 'drizzle-orm';
import { DASHBOARD_LIST_LENGTH } from '../../../shared/constants';
import type { LatestOrder, LowStockVariant, MonthFigures } from '../../../shared/contract/dashboard';
import {
  customers,
  orderItems,
  orders,
  products,
  productVariants,
  users,
  vendorMonthSales,
  vendorOrders,
} from '../../db/schema';
import { jsonArray } from './jsonArray';
import { chartStart } from './months';
import { lowStockCounts } from './table';

/**
 * The vendor dashboard's lists, each a scalar sub-select answering a JSON array, so the whole
 * dashboard is one statement: on this machine kind each round trip costs the server ~0.7 ms of its
 * one thread in the socket write alone (docs/performance.md, "Dashboards").
 */
const vendorId = sql.placeholder('vendorId');
const m = vendorMonthSales;

/** The vendor's kept months of the chart (at most DASHBOARD_CHART_MONTHS rows, by primary key). */
export const vendorMonths = jsonArray<MonthFigures>(
  sql`select ${m.month}::text as month, ${m.orders} as orders, ${m.revenue} as revenue from ${m}
    where ${m.vendorId} = ${vendorId} and ${m.month} >= ${chartStart}`,
);

/** A latest order as the statement answers it: its date in epoch milliseconds, whatever the session's time zone. */
export type LatestOrderRow = Omit<LatestOrder, 'orderDate'> & { orderDate: number };

/**
 * The vendor's latest orders, newest first, from the end of vendor_orders_vendor_date_idx: its
 * share of each (its items' sum and its status, as its orders list shows them) and the customer.
 */
export const latestOrders = jsonArray<LatestOrderRow>(
  sql`select ${vendorOrders.orderId} as id,
      (extract(epoch from ${vendorOrders.orderDate}) * 1000)::bigint as "orderDate",
      ${vendorOrders.status} as status,
      (select coalesce(sum(${orderItems.totalPrice}), 0) from ${orderItems}
        where ${orderItems.vendorId} = ${vendorOrders.vendorId} and ${orderItems.orderId} = ${vendorOrders.orderId}) as amount,
      ${users.name} as customer
    from ${vendorOrders}
    join ${orders} on ${orders.id} = ${vendorOrders.orderId}
    join ${customers} on ${customers.id} = ${orders.customerId}
    join ${users} on ${users.id} = ${customers.userId}
    where ${vendorOrders.vendorId} = ${vendorId}
    order by ${vendorOrders.orderDate} desc, ${vendorOrders.orderId} desc
    limit ${sql.raw(String(DASHBOARD_LIST_LENGTH))}`,
);

/** The vendor's variants lowest on stock, from the low-stock partial index in stock order, stopping at the few. */
export const lowestOnStock = jsonArray<LowStockVariant>(
  sql`select ${productVariants.id} as id, ${productVariants.productId} as "productId", ${products.name} as "productName",
      ${productVariants.size} as size, ${productVariants.color} as color, ${productVariants.stock} as stock
    from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
    -- A one-time gate on the kept count: a vendor with none low scans nothing.
    where (select ${lowStockCounts.n} from ${lowStockCounts} where ${lowStockCounts.vendorId} = ${vendorId}) > 0
      and is_low_stock(${productVariants.stock}) and ${products.vendorId} = ${vendorId}
    order by ${productVariants.stock}, ${productVariants.id}
    limit ${sql.raw(String(DASHBOARD_LIST_LENGTH))}`,
);
