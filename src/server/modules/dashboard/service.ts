import { sql } from 'drizzle-orm';
import type { VendorDashboard } from '../../../shared/contract/dashboard';
import type { Db } from '../../db/client';
import { monthStart } from '../../db/months';

/** Percent change from last month, one decimal; from zero, any growth counts as 100 %. */
export function trend(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

interface MonthRow extends Record<string, unknown> {
  cur_orders: number;
  prev_orders: number;
  cur_revenue: string;
  prev_revenue: string;
  products: number;
  variants: number;
}

/**
 * The vendor's orders and revenue this calendar month and last (in the marketplace's time
 * zone), and its listed products, in one query. Revenue leaves out cancelled items. Products are
 * the kept count the materials list's totalRows reads (modules/products/list.ts), so both agree.
 */
export async function vendorDashboard(db: Db, vendorId: string): Promise<VendorDashboard> {
  const result = await db.execute<MonthRow>(sql`
    with bounds as (
      select ${monthStart(0)} as cur_start, ${monthStart(-1)} as prev_start, ${monthStart(1)} as next_start
    ), months as (
      select
        count(distinct oi.order_id) filter (where o.order_date >= b.cur_start)::int as cur_orders,
        count(distinct oi.order_id) filter (where o.order_date < b.cur_start)::int as prev_orders,
        coalesce(sum(oi.total_price) filter (where o.order_date >= b.cur_start and oi.status <> 'CANCELLED'), 0) as cur_revenue,
        coalesce(sum(oi.total_price) filter (where o.order_date < b.cur_start and oi.status <> 'CANCELLED'), 0) as prev_revenue
      from bounds b
      join orders o on o.order_date >= b.prev_start and o.order_date < b.next_start
      join order_items oi on oi.order_id = o.id and oi.vendor_id = ${vendorId}
    )
    select m.*,
      coalesce((select n::int from product_counts where vendor_id = ${vendorId}), 0) as products,
      (select count(*)::int from product_variants v join products p on p.id = v.product_id where p.vendor_id = ${vendorId}) as variants
    from months m
  `);
  const row = result.rows[0];
  if (!row) throw new Error('dashboard query returned no row');
  const curRevenue = Number(row.cur_revenue);
  const prevRevenue = Number(row.prev_revenue);
  return {
    currentMonth: { orders: row.cur_orders, orderRevenue: curRevenue },
    trends: {
      ordersTrend: trend(row.cur_orders, row.prev_orders),
      ordersIncreasing: row.cur_orders > row.prev_orders,
      revenueTrend: trend(curRevenue, prevRevenue),
      revenueIncreasing: curRevenue > prevRevenue,
    },
    products: { all: row.products, variants: row.variants },
  };
}
