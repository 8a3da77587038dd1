/**
 * Material orders over the seed's history, written set-based: each chunk of orders is one
 * statement that draws the orders, their items from seed_variants (catalog.ts), and inserts
 * both. Items carry their own status; the order's is derived from them by the orders module's
 * rule (DESIGN.md "Database") and its amount is their sum. The same statement writes what the
 * items' triggers would (ITEM_TRIGGERS); the other triggers (status_counts, vendor_orders' counts
 * and the months' orders) run once per statement.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Seller } from './catalog';
import { instant, nowOf, type SeedClock } from './clock';
import { chance, intBetween, lit, seededUuid, uniform, type Weights, weighted } from './draw';
import { customerAddress, customerId } from './people';
import { scaled } from './random';
import { fullAddress } from './wordsSql';

/** Old orders are mostly delivered, fresh ones mostly pending: what a real shop's book looks like. */
const STATUS_OLDER_THAN: ReadonlyArray<{ days: number; weights: Weights }> = [
  {
    days: 90,
    weights: [
      ['DELIVERED', 88],
      ['CANCELLED', 9],
      ['PENDING', 1],
      ['SHIPPED', 1],
      ['CONFIRMED', 1],
    ],
  },
  {
    days: 14,
    weights: [
      ['DELIVERED', 70],
      ['PENDING', 10],
      ['CANCELLED', 8],
      ['SHIPPED', 7],
      ['CONFIRMED', 5],
    ],
  },
  {
    days: 3,
    weights: [
      ['PENDING', 30],
      ['DELIVERED', 30],
      ['SHIPPED', 15],
      ['CONFIRMED', 15],
      ['CANCELLED', 10],
    ],
  },
];
const STATUS_OF_FRESH: Weights = [
  ['PENDING', 65],
  ['CONFIRMED', 20],
  ['CANCELLED', 10],
  ['SHIPPED', 5],
];

function statusForAge(label: string, row: SQL, ageDays: SQL): SQL {
  const status = (weights: Weights) => weighted(label, row, weights, 'order_status');
  const older = STATUS_OLDER_THAN.map(
    ({ days, weights }) => sql`when ${ageDays} > ${lit(days)} then ${status(weights)}`,
  );
  return sql`(case ${sql.join(older, sql` `)} else ${status(STATUS_OF_FRESH)} end)`;
}

/** Orders per statement: bounds the database's working memory at any scale. */
const CHUNK = 200_000;

export interface OrdersPlan {
  /** In vendor order, the demo vendor first when it sells. */
  sellers: readonly Seller[];
  customers: number;
  count: number;
  scale: number;
}

export interface OrdersResult {
  orders: number;
  items: number;
}

/**
 * Orders from..to (numbered from 1). The first `perMonth` are the demo vendor's, placed in this
 * calendar month and as many in the previous one, so its dashboard always has both months to
 * compare; the rest lean towards recent days over the history, their first shop drawn in
 * proportion to the variants it lists.
 */
function drawOrders(clock: SeedClock, plan: OrdersPlan, perMonth: number, from: number, to: number): SQL {
  const n = sql`n`;
  const sellers = plan.sellers.length;
  const u = uniform('order.date', n);
  const [cur, prev, now] = [instant(clock.currentMonthStart), instant(clock.previousMonthStart), nowOf(clock)];
  const orderDate = sql`case
    when n <= ${lit(perMonth)} then ${cur} + (${now} - ${cur}) * ${u}
    when n <= ${lit(perMonth * 2)} then ${prev} + (${cur} - ${prev}) * ${u}
    else greatest(${now} - ${lit(clock.historyDays)} * interval '1 day',
      ${now} - ${lit(clock.historyDays)} * power(${u}, 1.4) * interval '1 day' - interval '1 minute')
  end`;
  const bySize = plan.sellers.map((seller, i): [string, number] => [String(i), seller.variants]);
  const primarySeller = sql`case when n <= ${lit(perMonth * 2)} then 0 else ${weighted('order.seller', n, bySize, 'int')} end`;
  // About one order in four mixes two shops, so vendors see only their own items of it.
  const secondSeller = sql`case when ${lit(sellers)} > 1 and ${chance('order.mixed', n, 0.25)}
    then (p.primary_seller + 1 + ${intBetween('order.secondSeller', n, 0, sellers - 2)}) % ${lit(sellers)} end`;
  const itemCounts: Weights = [
    ['1', 50],
    ['2', 35],
    ['3', 15],
  ];
  return sql`
    select n, ${seededUuid('order', n)} as id, d.order_date, p.primary_seller, ${secondSeller} as second_seller,
      ${weighted('order.items', n, itemCounts, 'int')} as primary_items, ${intBetween('order.secondItems', n, 1, 2)} as second_items,
      ${intBetween('order.customer', n, 1, plan.customers)} as customer, s.primary_status,
      -- Each shop moves its items on its own; most often in step with the other shop.
      case when ${chance('order.sameStatus', n, 0.7)} then s.primary_status
        else ${statusForAge('order.secondStatus', n, sql`d.age_days`)} end as second_status
    from generate_series(${lit(from)}, ${lit(to)}) n
    cross join lateral (select ${orderDate} as order_date) t
    cross join lateral (select t.order_date, date_part('epoch', ${now} - t.order_date) / 86400 as age_days) d
    cross join lateral (select ${primarySeller} as primary_seller) p
    cross join lateral (select ${statusForAge('order.status', n, sql`d.age_days`)} as primary_status) s`;
}

/**
 * The items of the orders in `o`: 1 to 3 of the first shop, 1 or 2 of the second, distinct
 * variants each (first, first + step, ... modulo the shop's number of variants, with step at
 * most half of it so three steps never wrap onto a variant already taken), a few cancelled.
 */
function drawItems(plan: OrdersPlan): SQL {
  const group = sql`(o.n * 2 + g.grp)`;
  const key = sql`(o.n::int8 * 8 + g.grp * 4 + j)`;
  const vendorIndexOf = sql`(${sql.param(plan.sellers.map((s) => s.vendorIndex))}::int[])`;
  const variantsOf = sql`(${sql.param(plan.sellers.map((s) => s.variants))}::int[])`;
  return sql`
    select o.n, o.id as order_id, o.customer, o.order_date, ${seededUuid('item', key)} as id, v.vendor_id, v.product_id, v.id as variant_id,
      v.product_name, q.quantity, v.size, v.color, v.price_paise, q.quantity * v.price_paise as line_paise,
      case when ${chance('item.cancelled', key, 0.05)} then 'CANCELLED'::order_status else g.status end as status
    from o
    -- Group 0 is the first shop's items, 1 the second's (a constant series, scanned once; a
    -- lateral VALUES list would set up its expressions again for every order).
    cross join generate_series(0, 1) grp
    cross join lateral (select grp,
      case grp when 0 then o.primary_seller else o.second_seller end as seller,
      case grp when 0 then o.primary_items else o.second_items end as items,
      case grp when 0 then o.primary_status else o.second_status end as status) g
    cross join lateral (select ${vendorIndexOf}[g.seller + 1] as vendor_index, ${variantsOf}[g.seller + 1] as variants) s
    cross join lateral (select least(g.items, s.variants) as items,
      ${intBetween('item.first', group, 0, sql`s.variants - 1`)} as first,
      ${intBetween('item.step', group, 1, sql`greatest(1, (s.variants - 1) / 2)`)} as step) d
    -- The item's place in its group: a constant series scanned once, not a function call per group.
    join generate_series(0, 2) j on j < d.items
    join seed_variants v on v.vendor_index = s.vendor_index and v.k = (d.first + j * d.step) % s.variants
    cross join lateral (select ${intBetween('item.quantity', key, sql`v.qmin`, sql`v.qmax`)} as quantity) q
    where g.seller is not null`;
}

/**
 * The items' triggers that keep vendor_orders, the months' and the days' revenue (migrations
 * 0011, 0015 and 0026).
 * Each run joins its items to the orders table for their date, which, with the orders' key lifted
 * by a bulk load, sorted every order written so far and made half of a large seed's time. The
 * chunk statement already holds each item's order date, so it writes them itself, as the
 * triggers do for new orders, and they are off meanwhile.
 */
const ITEM_TRIGGERS = [
  'order_items_vendor_orders_insert',
  'order_items_month_sales_insert',
  'order_items_day_sales_insert',
];

const itemTriggers = (action: 'enable' | 'disable') =>
  sql.raw(`alter table order_items ${ITEM_TRIGGERS.map((name) => `${action} trigger ${name}`).join(', ')}`);

/**
 * The vendors' inbox trigger (migration 0034): orders of the seed's history are no news, and a
 * vendor's inbox starts empty (its rows would also carry the clock and random ids).
 */
const inboxTrigger = (action: 'enable' | 'disable') =>
  sql.raw(`alter table vendor_orders ${action} trigger vendor_orders_inbox`);

/**
 * One chunk: the orders and their items drawn once, then both inserted; each order from its
 * items (which carry its fields), its amount their sum and its status derived from theirs; each
 * vendor's share of an order (its first item) and its revenue per month.
 */
function chunkStatement(clock: SeedClock, plan: OrdersPlan, perMonth: number, from: number, to: number): SQL {
  const shippingAddress = sql`case when ${chance('order.ownAddress', sql`n`, 0.85)}
    then ${customerAddress(sql`customer`)} else ${fullAddress('order.address', sql`n`)} end`;
  return sql`
    with o as materialized (${drawOrders(clock, plan, perMonth, from, to)}),
    i as materialized (${drawItems(plan)}),
    placed as (
      insert into orders (id, customer_id, order_date, final_amount, shipping_address, status, created_at)
      select order_id, ${customerId(sql`customer`)}, order_date, sum(line_paise) / 100.0, ${shippingAddress},
        coalesce(min(status) filter (where status <> 'CANCELLED'), 'CANCELLED'), order_date
      from i group by n, order_id, customer, order_date
    ),
    shares as (
      insert into vendor_orders (vendor_id, order_id, first_item_id, order_date, status)
      select distinct on (vendor_id, order_id) vendor_id, order_id, id, order_date, status
      from i order by vendor_id, order_id, id
    ),
    revenue as (
      insert into vendor_month_sales (vendor_id, month, orders, revenue)
      select vendor_id, business_month(order_date), 0, coalesce(sum(line_paise) filter (where status <> 'CANCELLED'), 0) / 100.0
      from i group by 1, 2 order by 1, 2
      on conflict (vendor_id, month) do update set revenue = vendor_month_sales.revenue + excluded.revenue
    ),
    -- The orders themselves are counted by their own trigger (migration 0026), which reads nothing else.
    day_revenue as (
      insert into sales_day_shards (day, shard, orders, revenue)
      select business_day(order_date), counter_shard(), 0, coalesce(sum(line_paise) filter (where status <> 'CANCELLED'), 0) / 100.0
      from i group by 1 order by 1
      on conflict (day, shard) do update set revenue = sales_day_shards.revenue + excluded.revenue
    )
    insert into order_items (id, order_id, vendor_id, product_id, variant_id, product_name, quantity, size, color,
      status, variant_image_url, unit_price, total_price)
    select id, order_id, vendor_id, product_id, variant_id, product_name, quantity, size, color,
      status, null, price_paise / 100.0, line_paise / 100.0
    from i`;
}

export async function seedOrders(tx: Tx, clock: SeedClock, plan: OrdersPlan): Promise<OrdersResult> {
  if (plan.customers === 0 || plan.sellers.length === 0) return { orders: 0, items: 0 };
  const demoSells = plan.sellers[0]?.vendorIndex === 0;
  const perMonth = demoSells ? Math.max(3, scaled(5, plan.scale)) : 0;
  const total = Math.max(plan.count, perMonth * 2);
  let items = 0;
  await tx.execute(itemTriggers('disable'));
  await tx.execute(inboxTrigger('disable'));
  for (let from = 1; from <= total; from += CHUNK) {
    const result = await tx.execute(chunkStatement(clock, plan, perMonth, from, Math.min(total, from + CHUNK - 1)));
    items += result.rowCount ?? 0;
  }
  await tx.execute(itemTriggers('enable'));
  await tx.execute(inboxTrigger('enable'));
  return { orders: total, items };
}
