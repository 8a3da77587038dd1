import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { VendorDashboard } from '../../../shared/contract/dashboard';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { productCounts, variantCounts, vendorMonthSales } from '../../db/schema';
import { chartMonths } from './months';
import { lowStockCounts } from './table';
import { latestOrders, lowestOnStock, vendorMonths } from './vendorLists';

/** Percent change from last month, one decimal; from zero, any growth counts as 100 %. */
export function trend(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const vendorId = sql.placeholder('vendorId');
// business_month() is the function the triggers key the months by (migration 0015), so the
// dashboard's months are theirs.
const thisMonth = sql`business_month(now())`;
const lastMonth = sql`(business_month(now()) - interval '1 month')::date`;
const s = vendorMonthSales;

/** Sums `column` over the month rows read (at most one per month), zero without one. */
const ofMonth = (column: typeof s.orders | typeof s.revenue, month: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${s.month} = ${month}), 0)`.mapWith(Number);

/** The vendor's row of a kept count, zero without one. */
const countOf = (table: typeof productCounts | typeof variantCounts | typeof lowStockCounts) =>
  sql<number>`coalesce((select ${table.n} from ${table} where ${table.vendorId} = ${vendorId}), 0)`.mapWith(Number);

/**
 * The vendor's two month rows (primary key reads), its product and variant counts: every figure
 * is kept by triggers in the same transaction as the writes, so this reads a handful of rows
 * whatever the vendor's volume; and its lists as JSON (vendorLists.ts). One statement, prepared
 * once per database.
 */
const dashboardStatement = (db: Db) =>
  preparedOnce(db, 'vendor_dashboard', () =>
    db
      .select({
        curOrders: ofMonth(s.orders, thisMonth),
        prevOrders: ofMonth(s.orders, lastMonth),
        curRevenue: ofMonth(s.revenue, thisMonth),
        prevRevenue: ofMonth(s.revenue, lastMonth),
        products: countOf(productCounts),
        variants: countOf(variantCounts),
        lowStock: countOf(lowStockCounts),
        monthStart: sql<string>`${thisMonth}::text`,
        months: vendorMonths,
        latest: latestOrders,
        lowest: lowestOnStock,
      })
      .from(s)
      .where(and(eq(s.vendorId, vendorId), sql`${s.month} in (${thisMonth}, ${lastMonth})`))
      .prepare('vendor_dashboard'),
  );

/**
 * The vendor's orders and revenue this calendar month and last (in the marketplace's time zone,
 * by the order's date), and its listed products and variants. Revenue leaves out cancelled items.
 * Products are the kept count the materials list's totalRows reads (modules/products/list.ts),
 * so both agree. Beyond the spec's cards: its months for the chart, its latest orders and its
 * variants low on stock, each a few rows read by key.
 */
export async function vendorDashboard(db: Db, id: string): Promise<VendorDashboard> {
  const [row] = await dashboardStatement(db).execute({ vendorId: id });
  if (!row) throw new Error('dashboard query returned no row');
  const { curOrders, prevOrders, curRevenue, prevRevenue } = row;
  return {
    currentMonth: { orders: curOrders, orderRevenue: curRevenue },
    trends: {
      ordersTrend: trend(curOrders, prevOrders),
      ordersIncreasing: curOrders > prevOrders,
      revenueTrend: trend(curRevenue, prevRevenue),
      revenueIncreasing: curRevenue > prevRevenue,
    },
    products: { all: row.products, variants: row.variants },
    revenueByMonth: chartMonths(row.monthStart, row.months),
    latestOrders: row.latest.map((order) => ({ ...order, orderDate: new Date(order.orderDate).toISOString() })),
    lowStock: { variants: row.lowStock, lowest: row.lowest },
  };
}
