import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { DASHBOARD_LIST_LENGTH } from '../../../shared/constants';
import type { LatestOrder, LowStockVariant, MonthFigures } from '../../../shared/contract/dashboard';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
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
import { chartStart } from './months';
import { lowStockCounts } from './table';

const vendorId = sql.placeholder('vendorId');
const m = vendorMonthSales;

/** The vendor's kept months of the chart (at most DASHBOARD_CHART_MONTHS rows, by primary key). */
const monthsStatement = (db: Db) =>
  preparedOnce(db, 'vendor_dashboard_months', () =>
    db
      .select({ month: sql<string>`${m.month}::text`, orders: m.orders, revenue: m.revenue })
      .from(m)
      .where(and(eq(m.vendorId, vendorId), sql`${m.month} >= ${chartStart}`))
      .prepare('vendor_dashboard_months'),
  );

/**
 * The vendor's latest orders, newest first, from the end of vendor_orders_vendor_date_idx: its
 * share of each (its items' sum and its status, as its orders list shows them) and the customer.
 */
const latestStatement = (db: Db) =>
  preparedOnce(db, 'vendor_dashboard_latest', () =>
    db
      .select({
        id: vendorOrders.orderId,
        orderDate: vendorOrders.orderDate,
        status: vendorOrders.status,
        amount: sql<number>`(select coalesce(sum(${orderItems.totalPrice}), 0) from ${orderItems}
          where ${orderItems.vendorId} = ${vendorOrders.vendorId} and ${orderItems.orderId} = ${vendorOrders.orderId})`.mapWith(
          Number,
        ),
        customer: users.name,
      })
      .from(vendorOrders)
      .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(vendorOrders.vendorId, vendorId))
      .orderBy(desc(vendorOrders.orderDate), desc(vendorOrders.orderId))
      .limit(DASHBOARD_LIST_LENGTH)
      .prepare('vendor_dashboard_latest'),
  );

/** The vendor's variants lowest on stock, from the low-stock partial index in stock order, stopping at the few. */
const lowestStatement = (db: Db) =>
  preparedOnce(db, 'vendor_dashboard_low_stock', () =>
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        productName: products.name,
        size: productVariants.size,
        color: productVariants.color,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          // A one-time gate on the kept count: a vendor with none low scans nothing.
          sql`(select ${lowStockCounts.n} from ${lowStockCounts} where ${lowStockCounts.vendorId} = ${vendorId}) > 0`,
          sql`is_low_stock(${productVariants.stock})`,
          eq(products.vendorId, vendorId),
        ),
      )
      .orderBy(asc(productVariants.stock), asc(productVariants.id))
      .limit(DASHBOARD_LIST_LENGTH)
      .prepare('vendor_dashboard_low_stock'),
  );

export async function vendorMonths(db: Db, id: string): Promise<MonthFigures[]> {
  return monthsStatement(db).execute({ vendorId: id });
}

export async function latestOrders(db: Db, id: string): Promise<LatestOrder[]> {
  const rows = await latestStatement(db).execute({ vendorId: id });
  return rows.map((row) => ({ ...row, orderDate: row.orderDate.toISOString() }));
}

export async function lowestOnStock(db: Db, id: string): Promise<LowStockVariant[]> {
  return lowestStatement(db).execute({ vendorId: id });
}
