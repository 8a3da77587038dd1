import type pg from 'pg';

/** The first item (by id) of each vendor's part of each order, as migration 0011's vendor_orders keeps it. */
const FRESH_VENDOR_ORDERS = `
  select distinct on (oi.vendor_id, oi.order_id) oi.vendor_id, oi.order_id, oi.id as first_item_id, o.order_date, oi.status
  from order_items oi join orders o on o.id = oi.order_id
  order by oi.vendor_id, oi.order_id, oi.id`;

/** Each kept figure against a fresh count over the tables: the query answers the rows that differ. */
const COMPARISONS: Record<string, string> = {
  status_counts: `
    with fresh as (
      select 'orders' as entity, status::text as status, count(*) as n from orders group by 2
      union all select 'equipment_rentals', status::text, count(*) from equipment_rentals group by 2
      union all select 'service_bookings', status::text, count(*) from service_bookings group by 2
      union all select 'seller_requests', status::text, count(*) from seller_requests group by 2
    )
    select count(*)::int as n from fresh f full join (select * from status_counts where n <> 0) k using (entity, status)
    where f.n is distinct from k.n`,
  vendor_orders: `
    with fresh as (${FRESH_VENDOR_ORDERS})
    select count(*)::int as n from fresh f full join vendor_orders v using (vendor_id, order_id)
    where (f.first_item_id, f.order_date, f.status) is distinct from (v.first_item_id, v.order_date, v.status)`,
  vendor_order_counts: `
    with fresh as (select vendor_id, status, count(*) as n from (${FRESH_VENDOR_ORDERS}) p group by 1, 2)
    select count(*)::int as n from fresh f full join (select * from vendor_order_counts where n <> 0) k using (vendor_id, status)
    where f.n is distinct from k.n`,
  vendor_month_sales: `
    with fresh as (
      select oi.vendor_id, business_month(o.order_date) as month, count(distinct oi.order_id) as orders,
        coalesce(sum(oi.total_price) filter (where oi.status <> 'CANCELLED'), 0)::numeric(16, 2) as revenue
      from order_items oi join orders o on o.id = oi.order_id group by 1, 2
    )
    select count(*)::int as n from fresh f
    full join (select * from vendor_month_sales where orders <> 0 or revenue <> 0) k using (vendor_id, month)
    where (f.orders, f.revenue) is distinct from (k.orders, k.revenue)`,
};

/** Rows of each kept counter table that differ from a fresh count (all 0 when the triggers kept up). */
export async function counterMismatches(client: pg.ClientBase | pg.Pool): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [table, query] of Object.entries(COMPARISONS)) {
    const { rows } = await client.query<{ n: number }>(query);
    found[table] = rows[0]?.n ?? 0;
  }
  return found;
}
