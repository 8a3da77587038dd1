import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { orderItems, orders } from '../../src/server/db/schema';
import { trend } from '../../src/server/modules/dashboard/service';
import { BUSINESS_TIME_ZONE, ORDER_STATUSES } from '../../src/shared/constants';
import type { VendorDashboard } from '../../src/shared/contract/dashboard';
import type { OrderStatus } from '../../src/shared/contract/orders';
import { type VendorActor, withTestApp } from './helper';
import { createCustomer, type ItemSpec } from './helpers/fixtures';
import { monthStart } from './helpers/months';
import { ordersApi, placeOrder } from './helpers/orders';
import { productsApi } from './helpers/products';
import { seeded } from './helpers/seeded';
import { checkSeededDemo } from './helpers/seededDemo';

/**
 * The figures migration 0015's triggers keep (vendor_month_sales, variant_counts, with
 * product_counts) against a fresh GROUP BY over the tables, after random writes of every kind:
 * orders placed one by one and in bulk, status changes through the real update-order call (to and
 * from CANCELLED), items and orders deleted and an order's date moved (no call does these, but
 * the triggers must follow any writer), products and variants added and deleted through the API.
 */

const random = seeded(2026);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (from: Date, to: Date) => new Date(from.getTime() + random() * (to.getTime() - from.getTime()));
const price = () => Math.round(random() * 500_000) / 100;
/** CANCELLED one time in three, so items keep moving in and out of revenue. */
const randomStatus = (): OrderStatus => (random() < 1 / 3 ? 'CANCELLED' : pick(ORDER_STATUSES));

const MINUTE = 60_000;
const VENDORS = 4;

const t = withTestApp({ users: [] });
let sessions: VendorActor[];
let vendorIds: string[];
let customerId: string;
/** This month's and last month's starts in the marketplace's time zone, and next month's. */
let months: { cur: Date; prev: Date; next: Date };
/** How many writes of each kind ran, so the test shows it covered them. */
const done: Record<string, number> = {};
const count = (kind: string) => {
  done[kind] = (done[kind] ?? 0) + 1;
};

beforeAll(async () => {
  sessions = await Promise.all(Array.from({ length: VENDORS }, () => t.signUp('VENDOR')));
  vendorIds = sessions.map((s) => s.vendorId);
  customerId = await createCustomer(t.database);
  // As epoch milliseconds: raw results carry timestamps as text.
  const ms = (offset: -1 | 0 | 1) => sql`(extract(epoch from ${monthStart(offset)}) * 1000)::float8`;
  const result = await t.database.db.execute<Record<keyof typeof months, number>>(
    sql`select ${ms(0)} as cur, ${ms(-1)} as prev, ${ms(1)} as next`,
  );
  const row = result.rows[0]!;
  months = { cur: new Date(row.cur), prev: new Date(row.prev), next: new Date(row.next) };
});

/** An order date: mostly this month or last, some just either side of this month's start, some older. */
function orderDate(): Date {
  const now = new Date();
  const kind = random();
  if (kind < 0.35) return between(months.cur, now);
  if (kind < 0.7) return between(months.prev, months.cur);
  if (kind < 0.8) return new Date(months.cur.getTime() - MINUTE);
  if (kind < 0.9) return new Date(Math.min(months.cur.getTime() + MINUTE, now.getTime()));
  return new Date(months.prev.getTime() - random() * 40 * 24 * 60 * MINUTE);
}

const randomItem = (): ItemSpec => ({ vendorId: pick(vendorIds), totalPrice: price(), status: randomStatus() });
/** One to four items of random vendors (sometimes several of one vendor). */
const randomItems = (): ItemSpec[] => Array.from({ length: 1 + Math.floor(random() * 4) }, randomItem);

/** A random (order, vendor) pair that exists, or none. */
async function randomPair(): Promise<{ orderId: string; vendorId: string } | undefined> {
  const result = await t.database.db.execute<{ orderId: string; vendorId: string }>(
    sql`select order_id as "orderId", vendor_id as "vendorId" from vendor_orders order by order_id, vendor_id`,
  );
  return result.rows.length ? pick(result.rows) : undefined;
}

const session = (vendorId: string) => sessions[vendorIds.indexOf(vendorId)]!;

/** Moves the vendor's items of the order through the real call, counting moves in and out of CANCELLED. */
async function updateOrder(orderId: string, vendorId: string, to: OrderStatus) {
  const before = await t.database.db
    .select({ status: orderItems.status })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.vendorId, vendorId)));
  const res = await ordersApi(t)('update-order', { orderId, status: to }, session(vendorId).headers);
  expect(res.statusCode, res.body).toBe(200);
  for (const { status: from } of before) {
    if (from !== to && to === 'CANCELLED') count('to CANCELLED');
    if (from !== to && from === 'CANCELLED') count('from CANCELLED');
  }
}

/** Several orders' items in one INSERT, as a bulk writer (the seed) does: pairs new and old, in one statement. */
async function bulkOrders() {
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) ids.push(await placeOrder(t.database, customerId, orderDate(), randomItems()));
  const items = Array.from({ length: 20 }, (_, n) => {
    const { vendorId, totalPrice, status } = randomItem();
    return {
      orderId: pick(ids),
      vendorId,
      productName: `Bulk ${n}`,
      quantity: 1,
      status,
      unitPrice: totalPrice,
      totalPrice,
    };
  });
  await t.database.db.insert(orderItems).values(items);
}

/** The products added through the API and still there, with their variants' ids. */
const listed: { id: string; vendorId: string; variantIds: string[] }[] = [];

async function addProduct(api: ReturnType<typeof productsApi>) {
  const vendorId = pick(vendorIds);
  const { headers } = session(vendorId);
  const product = await api.addProduct(headers, { name: `Product ${listed.length}` });
  const variantIds: string[] = [];
  for (let i = Math.floor(random() * 4); i > 0; i--) {
    variantIds.push((await api.addVariant(headers, product.id, { size: `${i} kg` })).id);
  }
  listed.push({ id: product.id, vendorId, variantIds });
}

/** Moves an order to the other month: last month's into this one, any other into last month. */
async function moveOrderDate(orderId: string) {
  const db = t.database.db;
  const [order] = await db.select({ orderDate: orders.orderDate }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const inLastMonth = order.orderDate >= months.prev && order.orderDate < months.cur;
  const orderDate = inLastMonth ? between(months.cur, new Date()) : between(months.prev, months.cur);
  await db.update(orders).set({ orderDate }).where(eq(orders.id, orderId));
  count('date moved');
}

async function randomWrite(api: ReturnType<typeof productsApi>) {
  const db = t.database.db;
  const kind = random();
  if (kind < 0.3) {
    await placeOrder(t.database, customerId, orderDate(), randomItems());
    count('order placed');
  } else if (kind < 0.6) {
    const pair = await randomPair();
    if (pair) await updateOrder(pair.orderId, pair.vendorId, randomStatus());
  } else if (kind < 0.65) {
    await bulkOrders();
    count('bulk insert');
  } else if (kind < 0.7) {
    const pair = await randomPair();
    if (!pair) return;
    const [item] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, pair.orderId));
    if (!item) return;
    await db.delete(orderItems).where(eq(orderItems.id, item.id));
    count('item deleted');
  } else if (kind < 0.74) {
    const pair = await randomPair();
    if (!pair) return;
    await db.delete(orders).where(eq(orders.id, pair.orderId));
    count('order deleted');
  } else if (kind < 0.78) {
    const pair = await randomPair();
    if (pair) await moveOrderDate(pair.orderId);
  } else if (kind < 0.88) {
    await addProduct(api);
    count('product added');
  } else if (kind < 0.94) {
    const product = listed.find((p) => p.variantIds.length > 0);
    const variantId = product?.variantIds.pop();
    if (!product || !variantId) return;
    const res = await api.post('delete-product-variant', { variantId }, session(product.vendorId).headers);
    expect(res.statusCode, res.body).toBe(200);
    count('variant deleted');
  } else {
    const product = listed.splice(Math.floor(random() * listed.length), 1)[0];
    if (!product) return;
    const res = await api.post('delete-product', { productId: product.id }, session(product.vendorId).headers);
    expect(res.statusCode, res.body).toBe(200);
    count('product deleted');
  }
}

interface MonthFigures extends Record<string, unknown> {
  vendorId: string;
  month: string;
  orders: number;
  revenue: string;
}
interface VendorCount extends Record<string, unknown> {
  vendorId: string;
  n: number;
}

/** The truth by a plain GROUP BY: each vendor's distinct orders and non-cancelled revenue per local month. */
const freshMonths = (db: Db) =>
  db.execute<MonthFigures>(sql`
    select oi.vendor_id as "vendorId",
      date_trunc('month', o.order_date at time zone ${BUSINESS_TIME_ZONE})::date::text as month,
      count(distinct oi.order_id)::int as orders,
      coalesce(sum(oi.total_price) filter (where oi.status <> 'CANCELLED'), 0)::numeric(16, 2)::text as revenue
    from order_items oi join orders o on o.id = oi.order_id
    group by 1, 2 order by 1, 2`);

/** The kept rows; a month all of whose orders went away stays as a row of zeros. */
const keptMonths = (db: Db) =>
  db.execute<MonthFigures>(sql`
    select vendor_id as "vendorId", month::text as month, orders::int as orders, revenue::text as revenue
    from vendor_month_sales where orders <> 0 or revenue <> 0 order by 1, 2`);

const freshCounts = {
  products: sql`select vendor_id as "vendorId", count(*)::int as n from products group by 1 order by 1`,
  variants: sql`select p.vendor_id as "vendorId", count(*)::int as n
    from product_variants v join products p on p.id = v.product_id group by 1 order by 1`,
};
const keptCounts = {
  products: sql`select vendor_id as "vendorId", n::int as n from product_counts where n <> 0 order by 1`,
  variants: sql`select vendor_id as "vendorId", n::int as n from variant_counts where n <> 0 order by 1`,
};

async function expectKeptFiguresMatchAScan(db: Db) {
  const fresh = await freshMonths(db);
  expect(fresh.rows.length).toBeGreaterThan(0);
  expect((await keptMonths(db)).rows).toEqual(fresh.rows);
  for (const figure of ['products', 'variants'] as const) {
    expect((await db.execute<VendorCount>(keptCounts[figure])).rows, figure).toEqual(
      (await db.execute<VendorCount>(freshCounts[figure])).rows,
    );
  }
}

/** What the dashboard must answer, from the tables themselves with this and last month's bounds. */
/** The spec's three cards' figures (the additions have their own test: business-dashboard.test.ts). */
type Cards = Pick<VendorDashboard, 'currentMonth' | 'trends' | 'products'>;

async function expectedDashboard(vendorId: string): Promise<Cards> {
  const result = await t.database.db.execute<{
    curOrders: number;
    prevOrders: number;
    curRevenue: string;
    prevRevenue: string;
    products: number;
    variants: number;
  }>(sql`
    select
      count(distinct oi.order_id) filter (where o.order_date >= ${months.cur})::int as "curOrders",
      count(distinct oi.order_id) filter (where o.order_date < ${months.cur})::int as "prevOrders",
      coalesce(sum(oi.total_price) filter (where o.order_date >= ${months.cur} and oi.status <> 'CANCELLED'), 0) as "curRevenue",
      coalesce(sum(oi.total_price) filter (where o.order_date < ${months.cur} and oi.status <> 'CANCELLED'), 0) as "prevRevenue",
      (select count(*)::int from products where vendor_id = ${vendorId}) as products,
      (select count(*)::int from product_variants v join products p on p.id = v.product_id where p.vendor_id = ${vendorId}) as variants
    from orders o join order_items oi on oi.order_id = o.id and oi.vendor_id = ${vendorId}
    where o.order_date >= ${months.prev} and o.order_date < ${months.next}`);
  const row = result.rows[0]!;
  const cur = Number(row.curRevenue);
  const prev = Number(row.prevRevenue);
  return {
    currentMonth: { orders: row.curOrders, orderRevenue: cur },
    trends: {
      ordersTrend: trend(row.curOrders, row.prevOrders),
      ordersIncreasing: row.curOrders > row.prevOrders,
      revenueTrend: trend(cur, prev),
      revenueIncreasing: cur > prev,
    },
    products: { all: row.products, variants: row.variants },
  };
}

async function expectDashboardsMatchAScan() {
  for (const vendorId of vendorIds) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/vendor-dashboard',
      headers: session(vendorId).headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { currentMonth, trends, products } = res.json<{ data: VendorDashboard }>().data;
    expect({ currentMonth, trends, products }).toEqual(await expectedDashboard(vendorId));
  }
}

describe('dashboard figures kept by triggers (migration 0015)', () => {
  it("keys months in the marketplace's time zone, as BUSINESS_TIME_ZONE says", async () => {
    const instants = [months.cur, months.prev, months.next].flatMap((start) => [new Date(start.getTime() - 1), start]);
    for (const instant of instants) {
      const result = await t.database.db.execute<{ kept: string; local: string }>(sql`
        select business_month(${instant}::timestamptz)::text as kept,
          date_trunc('month', ${instant}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date::text as local`);
      const row = result.rows[0]!;
      expect(row.kept, instant.toISOString()).toBe(row.local);
    }
  });

  it('match a fresh GROUP BY, and the dashboard matches it, after random writes of every kind', async () => {
    const api = productsApi(t);
    for (let i = 0; i < 160; i++) await randomWrite(api);
    for (const kind of [
      'order placed',
      'bulk insert',
      'to CANCELLED',
      'from CANCELLED',
      'item deleted',
      'order deleted',
      'date moved',
      'product added',
      'variant deleted',
      'product deleted',
    ]) {
      expect(done[kind] ?? 0, kind).toBeGreaterThan(0);
    }
    await expectKeptFiguresMatchAScan(t.database.db);
    await expectDashboardsMatchAScan();
    // Both months have figures for some vendor, so the trends compared were not all from zero.
    const figures = await Promise.all(vendorIds.map(expectedDashboard));
    expect(figures.some((f) => f.currentMonth.orders > 0 && f.trends.ordersTrend !== 100)).toBe(true);
  });

  it('stay right under concurrent update-order calls on shared orders', async () => {
    const pairs = await t.database.db.execute<{ orderId: string; vendorId: string }>(sql`
      select order_id as "orderId", vendor_id as "vendorId" from vendor_orders
      where order_id in (select order_id from vendor_orders group by order_id having count(*) > 1)
      order by order_id, vendor_id limit 12`);
    expect(pairs.rows.length).toBeGreaterThan(2);
    // Each pair twice, with statuses in and out of CANCELLED: several vendors of one order, and
    // one vendor's months, written at once.
    const calls = [...pairs.rows, ...pairs.rows].map(({ orderId, vendorId }, n) =>
      ordersApi(t)(
        'update-order',
        { orderId, status: n % 2 ? 'CANCELLED' : pick(ORDER_STATUSES) },
        session(vendorId).headers,
      ),
    );
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(200);
    await expectKeptFiguresMatchAScan(t.database.db);
    await expectDashboardsMatchAScan();
  });
});

describe('the seed', () => {
  // Scale 10 is a bulk load (keys lifted); at both, the orders statements write vendor_orders and the months' revenue themselves, the items' triggers off.
  it.each([1, 10])('at scale %i fills them equal to a fresh GROUP BY', async (scale) => {
    await checkSeededDemo(scale, expectKeptFiguresMatchAScan);
  });
});
