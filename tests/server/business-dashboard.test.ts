import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { equipmentRentals, orderItems, orders, productVariants, sellerRequests } from '../../src/server/db/schema';
import { foldSalesDays } from '../../src/server/modules/dashboard/foldDays';
import {
  BOOKING_STATUSES,
  BUSINESS_TIME_ZONE,
  DASHBOARD_CHART_MONTHS,
  DASHBOARD_LIST_LENGTH,
  EQUIPMENT_UNITS,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  RENTAL_STATUSES,
} from '../../src/shared/constants';
import type { AdminDashboard, MonthFigures, VendorDashboard } from '../../src/shared/contract/dashboard';
import type { OrderStatus } from '../../src/shared/contract/orders';
import { type VendorActor, withTestApp } from './helper';
import { createCustomer, createSellerRequest, type ItemSpec } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import { ordersApi, placeOrder } from './helpers/orders';
import { productsApi } from './helpers/products';
import { seeded } from './helpers/seeded';
import { checkSeededDemo } from './helpers/seededDemo';
import { createEquipment, createProvider, insertBooking } from './helpers/statusRecords';

/**
 * Migration 0026's kept figures (sales_day_shards, low_stock_counts) and both dashboards' figures
 * beyond the spec's cards, against fresh queries over the tables after random writes of every
 * kind: orders placed, items moved in and out of CANCELLED through update-order, items and orders
 * deleted and dates moved (no call does these; the triggers must follow any writer), variants
 * added, restocked and deleted through the API and in bulk, rentals, bookings and seller requests
 * of today and around it.
 */

const random = seeded(2626);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const price = () => Math.round(random() * 500_000) / 100;
const randomStatus = (): OrderStatus => (random() < 1 / 3 ? 'CANCELLED' : pick(ORDER_STATUSES));
/** Around the threshold, so variants keep crossing it. */
const randomStock = () => Math.floor(random() * (LOW_STOCK_THRESHOLD * 3));

const DAY_MS = 24 * 60 * 60_000;
const VENDORS = 3;

const t = withTestApp({ users: ['admin', 'customer'] });
let vendors: VendorActor[];
let customerId: string;
let equipmentId: string;
let providerId: string;
/** Today in the marketplace's time zone (YYYY-MM-DD), and the instant it started. */
let today: string;
let todayStart: number;
const done: Record<string, number> = {};
const count = (kind: string) => {
  done[kind] = (done[kind] ?? 0) + 1;
};

/** A YYYY-MM-DD date `days` after `date` (negative: before). */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  vendors = await Promise.all(Array.from({ length: VENDORS }, () => t.signUp('VENDOR')));
  customerId = await createCustomer(t.database);
  equipmentId = await createEquipment(t.database, { dailyRate: 1000, stock: 5 });
  providerId = await createProvider(t.database, 500);
  const result = await t.database.db.execute<{ today: string; start: number }>(sql`
    select (now() at time zone ${BUSINESS_TIME_ZONE})::date::text as today,
      extract(epoch from date_trunc('day', now() at time zone ${BUSINESS_TIME_ZONE}) at time zone ${BUSINESS_TIME_ZONE}) * 1000 as start`);
  today = result.rows[0]!.today;
  todayStart = Number(result.rows[0]!.start);
});

/** An order date: today, yesterday, this month and last, and back past the chart's first month. */
function orderDate(): Date {
  const now = Date.now();
  const kind = random();
  if (kind < 0.3) return new Date(todayStart + random() * (now - todayStart));
  if (kind < 0.45) return new Date(todayStart - random() * DAY_MS);
  if (kind < 0.8) return new Date(todayStart - random() * 62 * DAY_MS);
  return new Date(todayStart - random() * 420 * DAY_MS);
}

const randomItems = (): ItemSpec[] =>
  Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    vendorId: pick(vendors).vendorId,
    totalPrice: price(),
    status: randomStatus(),
  }));

async function randomPair() {
  const { rows } = await t.database.db.execute<{ orderId: string; vendorId: string }>(
    sql`select order_id as "orderId", vendor_id as "vendorId" from vendor_orders order by 1, 2`,
  );
  return rows.length ? pick(rows) : undefined;
}

const vendorOf = (vendorId: string) => vendors.find((v) => v.vendorId === vendorId)!;

async function randomVariant() {
  const { rows } = await t.database.db.execute<{ id: string; vendorId: string }>(
    sql`select v.id, p.vendor_id as "vendorId" from product_variants v join products p on p.id = v.product_id order by 1`,
  );
  return rows.length ? pick(rows) : undefined;
}

/** A rental or booking starting from yesterday to tomorrow, of any status, some running past midnight. */
async function randomSlot() {
  const date = plusDays(today, pick([-1, 0, 0, 1]));
  const fromTime = `${String(Math.floor(random() * 24)).padStart(2, '0')}:00`;
  const multiplier = 1 + Math.floor(random() * 3);
  if (random() < 0.5) {
    // By the hour or the day, so ends fall inside today as well as on later days.
    await t.database.db.insert(equipmentRentals).values({
      equipmentId,
      customerId,
      status: pick(RENTAL_STATUSES),
      date,
      fromTime,
      multiplier,
      qty: 1,
      unitName: pick(EQUIPMENT_UNITS),
    });
    count('rental');
  } else {
    await insertBooking(t.database, {
      serviceProviderId: providerId,
      customerId,
      status: pick(BOOKING_STATUSES),
      date,
      fromTime,
      multiplier,
    });
    count('booking');
  }
}

async function randomWrite() {
  const db = t.database.db;
  const api = productsApi(t);
  const kind = random();
  if (kind < 0.25) {
    await placeOrder(t.database, customerId, orderDate(), randomItems());
    count('order placed');
  } else if (kind < 0.45) {
    const pair = await randomPair();
    if (!pair) return;
    const to = randomStatus();
    const res = await ordersApi(t)(
      'update-order',
      { orderId: pair.orderId, status: to },
      vendorOf(pair.vendorId).headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    count(to === 'CANCELLED' ? 'cancelled' : 'status moved');
  } else if (kind < 0.5) {
    const pair = await randomPair();
    if (!pair) return;
    const [item] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, pair.orderId));
    if (item) await db.delete(orderItems).where(eq(orderItems.id, item.id));
    count('item deleted');
  } else if (kind < 0.53) {
    const pair = await randomPair();
    if (pair) await db.delete(orders).where(eq(orders.id, pair.orderId));
    count('order deleted');
  } else if (kind < 0.57) {
    const pair = await randomPair();
    if (pair) await db.update(orders).set({ orderDate: orderDate() }).where(eq(orders.id, pair.orderId));
    count('date moved');
  } else if (kind < 0.67) {
    const vendor = pick(vendors);
    const product = await api.addProduct(vendor.headers, { name: `Product ${kind}` });
    for (let i = 1 + Math.floor(random() * 3); i > 0; i--)
      await api.addVariant(vendor.headers, product.id, { size: `${i} kg`, stock: randomStock() });
    count('variants added');
  } else if (kind < 0.75) {
    const variant = await randomVariant();
    if (!variant) return;
    const [row] = await db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    const res = await api.post(
      'update-product-variant',
      {
        productVariantId: row!.id,
        productId: row!.productId,
        color: row!.color,
        size: row!.size,
        unitPrice: row!.unitPrice,
        unitName: row!.unitName,
        imageUrl: row!.imageUrl ?? '',
        stock: randomStock(),
      },
      vendorOf(variant.vendorId).headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    count('restocked');
  } else if (kind < 0.78) {
    await db.execute(sql`update product_variants set stock = (random() * ${LOW_STOCK_THRESHOLD * 3})::int
      where id in (select id from product_variants order by id limit 5)`);
    count('bulk restock');
  } else if (kind < 0.81) {
    const variant = await randomVariant();
    if (!variant) return;
    const res = await api.post('delete-product-variant', { variantId: variant.id }, vendorOf(variant.vendorId).headers);
    expect(res.statusCode, res.body).toBe(200);
    count('variant deleted');
  } else if (kind < 0.84) {
    const { rows } = await db.execute<{ id: string; vendorId: string }>(
      sql`select id, vendor_id as "vendorId" from products order by 1`,
    );
    if (!rows.length) return;
    const product = pick(rows);
    const res = await api.post('delete-product', { productId: product.id }, vendorOf(product.vendorId).headers);
    expect(res.statusCode, res.body).toBe(200);
    count('product deleted');
  } else if (kind < 0.95) {
    await randomSlot();
  } else {
    const { id } = await createSellerRequest(t.database);
    if (random() < 0.4) await db.update(sellerRequests).set({ status: 'REJECTED' }).where(eq(sellerRequests.id, id));
    count('seller request');
  }
}

interface DayFigures extends Record<string, unknown> {
  day: string;
  orders: number;
  revenue: string;
}

/** The truth by a plain GROUP BY: orders and non-cancelled revenue per local day. */
const freshDays = (db: Db) =>
  db.execute<DayFigures>(sql`
    select (o.order_date at time zone ${BUSINESS_TIME_ZONE})::date::text as day, count(*)::int as orders,
      coalesce(sum(i.revenue), 0)::numeric(16, 2)::text as revenue
    from orders o left join (
      select order_id, sum(total_price) filter (where status <> 'CANCELLED') as revenue from order_items group by 1
    ) i on i.order_id = o.id
    group by 1 order by 1`);

/** The kept rows, shards summed; a day whose orders all went away stays as zeros. */
const keptDays = (db: Db) =>
  db.execute<DayFigures>(sql`
    select day::text as day, sum(orders)::int as orders, sum(revenue)::numeric(16, 2)::text as revenue
    from sales_day_shards group by 1 having sum(orders) <> 0 or sum(revenue) <> 0 order by 1`);

const freshLowStock = sql`select p.vendor_id as "vendorId", count(*)::int as n
  from product_variants v join products p on p.id = v.product_id
  where v.stock <= ${LOW_STOCK_THRESHOLD} group by 1 order by 1`;
const keptLowStock = sql`select vendor_id as "vendorId", n::int as n from low_stock_counts where n <> 0 order by 1`;

async function expectKeptFiguresMatchAScan(db: Db) {
  const fresh = await freshDays(db);
  expect(fresh.rows.length).toBeGreaterThan(0);
  expect((await keptDays(db)).rows).toEqual(fresh.rows);
  expect((await db.execute(keptLowStock)).rows).toEqual((await db.execute(freshLowStock)).rows);
}

/** 'YYYY-MM-01' of the months of the chart, oldest first, this month last. */
function chartMonthsOf(monthStart: string): string[] {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  return Array.from({ length: DASHBOARD_CHART_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (DASHBOARD_CHART_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

/** The chart from fresh per-month rows: every month of the chart, zero where none. */
function chartOf(
  monthStart: string,
  rows: readonly { month: string; orders: number; revenue: string }[],
): MonthFigures[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return chartMonthsOf(monthStart).map((month) => ({
    month,
    orders: byMonth.get(month)?.orders ?? 0,
    revenue: Number(byMonth.get(month)?.revenue ?? 0),
  }));
}

/** Whether a rental's or booking's stored slot starts or ends on `day` (its own arithmetic, not the columns'). */
function slotDays(row: { date: string; fromTime: string; unitName: string; multiplier: number }) {
  const start = Date.parse(`${row.date}T${row.fromTime}Z`);
  const end = start + row.multiplier * (row.unitName === 'hour' ? 3_600_000 : DAY_MS);
  return { starts: new Date(start).toISOString().slice(0, 10), ends: new Date(end).toISOString().slice(0, 10) };
}

async function confirmedSlots(table: 'equipment_rentals' | 'service_bookings') {
  const { rows } = await t.database.db.execute<{
    date: string;
    fromTime: string;
    unitName: string;
    multiplier: number;
  }>(
    sql`select date::text as date, from_time::text as "fromTime", unit_name::text as "unitName", multiplier
      from ${sql.identifier(table)} where status = 'CONFIRMED'`,
  );
  return rows.map(slotDays);
}

/** What the admin's dashboard must answer, from the tables, with the periods worked out here. */
async function expectedAdmin(): Promise<AdminDashboard> {
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = chartMonthsOf(monthStart)[DASHBOARD_CHART_MONTHS - 2]!;
  const daysSoFar = Number(today.slice(8, 10));
  // The same days of last month: its first `daysSoFar` days, or all of it when it is shorter.
  const lastMonthEnd = [plusDays(lastMonthStart, daysSoFar), monthStart].sort()[0]!;
  const yesterday = plusDays(today, -1);
  const { rows } = await t.database.db.execute<Record<string, string>>(sql`
    with d as (
      select (o.order_date at time zone ${BUSINESS_TIME_ZONE})::date as day,
        (select coalesce(sum(total_price) filter (where status <> 'CANCELLED'), 0) from order_items where order_id = o.id) as revenue
      from orders o)
    select
      count(*) filter (where day = ${today}::date) as "dayOrders",
      coalesce(sum(revenue) filter (where day = ${today}::date), 0) as "dayRevenue",
      count(*) filter (where day = ${yesterday}::date) as "yesterdayOrders",
      coalesce(sum(revenue) filter (where day = ${yesterday}::date), 0) as "yesterdayRevenue",
      count(*) filter (where day >= ${monthStart}::date and day <= ${today}::date) as "monthOrders",
      coalesce(sum(revenue) filter (where day >= ${monthStart}::date and day <= ${today}::date), 0) as "monthRevenue",
      count(*) filter (where day >= ${lastMonthStart}::date and day < ${lastMonthEnd}::date) as "lastOrders",
      coalesce(sum(revenue) filter (where day >= ${lastMonthStart}::date and day < ${lastMonthEnd}::date), 0) as "lastRevenue",
      (select count(*) from seller_requests where status = 'PENDING') as pending,
      (select count(*) from product_variants where stock <= ${LOW_STOCK_THRESHOLD}) as low
    from d`);
  const months = await t.database.db.execute<{ month: string; orders: number; revenue: string }>(sql`
    select date_trunc('month', o.order_date at time zone ${BUSINESS_TIME_ZONE})::date::text as month, count(*)::int as orders,
      coalesce(sum((select sum(total_price) filter (where status <> 'CANCELLED') from order_items where order_id = o.id)), 0)::text as revenue
    from orders o group by 1`);
  const r = rows[0]!;
  const rentals = await confirmedSlots('equipment_rentals');
  const bookings = await confirmedSlots('service_bookings');
  return {
    today,
    monthStart,
    day: {
      orders: Number(r.dayOrders),
      revenue: Number(r.dayRevenue),
      previousOrders: Number(r.yesterdayOrders),
      previousRevenue: Number(r.yesterdayRevenue),
    },
    month: {
      orders: Number(r.monthOrders),
      revenue: Number(r.monthRevenue),
      previousOrders: Number(r.lastOrders),
      previousRevenue: Number(r.lastRevenue),
    },
    pendingSellerRequests: Number(r.pending),
    rentalsGoingOut: rentals.filter((s) => s.starts === today).length,
    rentalsComingBack: rentals.filter((s) => s.ends === today).length,
    bookingsToday: bookings.filter((s) => s.starts === today).length,
    lowStockVariants: Number(r.low),
    revenueByMonth: chartOf(monthStart, months.rows),
  };
}

/** The vendor dashboard's figures beyond the spec's cards, from the tables. */
async function expectedVendorAdditions(vendorId: string) {
  const db = t.database.db;
  const months = await db.execute<{ month: string; orders: number; revenue: string }>(sql`
    select date_trunc('month', o.order_date at time zone ${BUSINESS_TIME_ZONE})::date::text as month,
      count(distinct o.id)::int as orders,
      coalesce(sum(oi.total_price) filter (where oi.status <> 'CANCELLED'), 0)::text as revenue
    from orders o join order_items oi on oi.order_id = o.id and oi.vendor_id = ${vendorId} group by 1`);
  const latest = await db.execute<{
    id: string;
    orderDate: string;
    status: OrderStatus;
    amount: string;
    customer: string;
  }>(sql`
    select o.id, to_json(o.order_date)#>>'{}' as "orderDate",
      (select status from order_items where order_id = o.id and vendor_id = ${vendorId} order by id limit 1)::text as status,
      sum(oi.total_price)::text as amount, u.name as customer
    from orders o join order_items oi on oi.order_id = o.id and oi.vendor_id = ${vendorId}
      join customers c on c.id = o.customer_id join users u on u.id = c.user_id
    group by o.id, u.name order by o.order_date desc, o.id desc limit ${DASHBOARD_LIST_LENGTH}`);
  const low = await db.execute<{
    id: string;
    productId: string;
    productName: string;
    size: string;
    color: string;
    stock: number;
  }>(sql`
    select v.id, v.product_id as "productId", p.name as "productName", v.size, v.color, v.stock
    from product_variants v join products p on p.id = v.product_id
    where p.vendor_id = ${vendorId} and v.stock <= ${LOW_STOCK_THRESHOLD}
    order by v.stock, v.id`);
  return {
    revenueByMonth: chartOf(`${today.slice(0, 8)}01`, months.rows),
    latestOrders: latest.rows.map((row) => ({
      ...row,
      orderDate: new Date(row.orderDate).toISOString(),
      amount: Number(row.amount),
    })),
    lowStock: { variants: low.rows.length, lowest: low.rows.slice(0, DASHBOARD_LIST_LENGTH) },
  };
}

async function expectDashboardsMatchAScan() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/admin-dashboard', headers: t.admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ data: AdminDashboard }>().data).toEqual(await expectedAdmin());
  for (const vendor of vendors) {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/vendor-dashboard',
      headers: vendor.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { revenueByMonth, latestOrders, lowStock } = answer.json<{ data: VendorDashboard }>().data;
    expect({ revenueByMonth, latestOrders, lowStock }).toEqual(await expectedVendorAdditions(vendor.vendorId));
  }
}

describe('the business dashboards (migration 0026)', () => {
  it("key days in the marketplace's time zone, and is_low_stock() is LOW_STOCK_THRESHOLD", async () => {
    const instants = [todayStart - 1, todayStart, todayStart + DAY_MS - 1].map((ms) => new Date(ms));
    for (const instant of instants) {
      const { rows } = await t.database.db.execute<{ kept: string; local: string }>(sql`
        select business_day(${instant}::timestamptz)::text as kept,
          (${instant}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date::text as local`);
      expect(rows[0]!.kept, instant.toISOString()).toBe(rows[0]!.local);
    }
    const { rows } = await t.database.db.execute<{ at: boolean; above: boolean }>(sql`
      select is_low_stock(${LOW_STOCK_THRESHOLD}) as at, is_low_stock(${LOW_STOCK_THRESHOLD + 1}) as above`);
    expect(rows[0]).toEqual({ at: true, above: false });
  });

  it('match fresh queries after random writes of every kind', async () => {
    for (let i = 0; i < 220; i++) await randomWrite();
    for (const kind of [
      'order placed',
      'cancelled',
      'status moved',
      'item deleted',
      'order deleted',
      'date moved',
      'variants added',
      'restocked',
      'bulk restock',
      'variant deleted',
      'product deleted',
      'rental',
      'booking',
      'seller request',
    ]) {
      expect(done[kind] ?? 0, kind).toBeGreaterThan(0);
    }
    await expectKeptFiguresMatchAScan(t.database.db);
    await expectDashboardsMatchAScan();
    // The figures compared are not all zero.
    const admin = await expectedAdmin();
    expect(admin.day.orders).toBeGreaterThan(0);
    expect(admin.month.previousOrders).toBeGreaterThan(0);
    expect(admin.rentalsGoingOut + admin.rentalsComingBack + admin.bookingsToday).toBeGreaterThan(0);
    expect(admin.lowStockVariants).toBeGreaterThan(0);
    expect(admin.revenueByMonth.filter((m) => m.orders > 0).length).toBeGreaterThan(3);
  });

  it('stay right under concurrent update-order calls', async () => {
    const { rows } = await t.database.db.execute<{ orderId: string; vendorId: string }>(
      sql`select order_id as "orderId", vendor_id as "vendorId" from vendor_orders order by 1, 2 limit 16`,
    );
    const calls = [...rows, ...rows].map(({ orderId, vendorId }, n) =>
      ordersApi(t)('update-order', { orderId, status: n % 2 ? 'CANCELLED' : 'CONFIRMED' }, vendorOf(vendorId).headers),
    );
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(200);
    await expectKeptFiguresMatchAScan(t.database.db);
    await expectDashboardsMatchAScan();
  });

  it("fold past days' shards into one row a day, the sums kept, while updates run", async () => {
    const db = t.database.db;
    // Orders of past days whatever the earlier random writes left there.
    for (let i = 0; i < 25; i++)
      await placeOrder(t.database, customerId, new Date(todayStart - (2 + (i % 6) + random()) * DAY_MS), randomItems());
    // Past days' rows in several shards: each update of an old order writes its day in its own shard.
    const { rows } = await db.execute<{ orderId: string; vendorId: string }>(
      sql`select vo.order_id as "orderId", vo.vendor_id as "vendorId" from vendor_orders vo
        where business_day(vo.order_date) < business_day(now()) - 1 order by 1, 2 limit 40`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const update = (n: number) =>
      Promise.all(
        rows.map(({ orderId, vendorId }, i) =>
          ordersApi(t)(
            'update-order',
            { orderId, status: (n + i) % 2 ? 'CANCELLED' : 'PENDING' },
            vendorOf(vendorId).headers,
          ),
        ),
      );
    for (const res of await update(0)) expect(res.statusCode, res.body).toBe(200);
    const pastRows = sql`select count(*)::int as n, count(distinct day)::int as days from sales_day_shards
      where day < business_day(now()) - 1`;
    const before = (await db.execute<{ n: number; days: number }>(pastRows)).rows[0]!;
    expect(before.n).toBeGreaterThan(before.days);
    // At least 50 updates of those days (each order twice) while the fold runs.
    const [folded, ...answers] = await Promise.all([foldSalesDays(db), update(1), update(2)]);
    for (const res of answers.flat()) expect(res.statusCode, res.body).toBe(200);
    expect(folded).toBeGreaterThan(0);
    await expectKeptFiguresMatchAScan(db);
    await expectDashboardsMatchAScan();
    await foldSalesDays(db);
    const after = (await db.execute<{ n: number; days: number }>(pastRows)).rows[0]!;
    expect(after).toEqual({ n: after.days, days: before.days });
    await expectKeptFiguresMatchAScan(db);
  });

  it("each figure's list, filtered as the figure's link filters it, holds that many rows", async () => {
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/admin-dashboard', headers: t.admin.headers })
    ).json<{ data: AdminDashboard }>();
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: t.admin.headers, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ pagination: { totalRows: number }; data: { order_date?: string }[] }>();
    };
    const page = { pageNumber: 0, pageSize: 50 };
    const placed = (placedFrom: string, placedTo: string) =>
      post('/order/all-orders', { ...page, placedFrom, placedTo });
    const todays = await placed(data.today, data.today);
    expect(todays.pagination.totalRows).toBe(data.day.orders);
    expect(todays.data.length).toBe(Math.min(50, data.day.orders));
    expect((await placed(data.monthStart, data.today)).pagination.totalRows).toBe(data.month.orders);
    // With a status as well, counted over the orders themselves.
    const pending = await post('/order/all-orders', { ...page, status: 'PENDING', placedFrom: data.monthStart });
    const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders
      where status = 'PENDING' and (order_date at time zone ${BUSINESS_TIME_ZONE})::date >= ${data.monthStart}::date`);
    expect(pending.pagination.totalRows).toBe(rows[0]!.n);

    const scheduled = async (url: string, query: string) =>
      (await post(`${url}?status=CONFIRMED&${query}`, page)).pagination.totalRows;
    expect(await scheduled('/equipment-rentals/get-all-rental-orders', `startsOn=${data.today}`)).toBe(
      data.rentalsGoingOut,
    );
    expect(await scheduled('/equipment-rentals/get-all-rental-orders', `endsOn=${data.today}`)).toBe(
      data.rentalsComingBack,
    );
    expect(await scheduled('/service-bookings/all-booked-services', `startsOn=${data.today}`)).toBe(data.bookingsToday);

    const low = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/get-vendor-products?lowStock=true&pageSize=50',
      headers: t.admin.headers,
    });
    expect(low.statusCode, low.body).toBe(200);
    const lowProducts = low.json<{ totalRows: number; data: { variants: { stock: number }[] }[] }>();
    const fresh = await t.database.db.execute<{ n: number }>(
      sql`select count(distinct product_id)::int as n from product_variants where stock <= ${LOW_STOCK_THRESHOLD}`,
    );
    expect(lowProducts.totalRows).toBe(fresh.rows[0]!.n);
    expect(lowProducts.data.length).toBeGreaterThan(0);
    for (const product of lowProducts.data)
      expect(product.variants.some((v) => v.stock <= LOW_STOCK_THRESHOLD)).toBe(true);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/equipment-rentals/get-all-rental-orders?startsOn=today',
      headers: t.admin.headers,
      payload: page,
    });
    expectApiError(refused, 400, 'A day filter must be a date (YYYY-MM-DD)');
  });

  it("is the admin's alone; the vendor's figures come from its token", async () => {
    expectApiError(
      await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/admin-dashboard', headers: vendors[0]!.headers }),
      403,
    );
    expectApiError(
      await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/admin-dashboard', headers: t.customer.headers }),
      403,
    );
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/admin-dashboard' }), 401);
    expectApiError(
      await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/vendor-dashboard', headers: t.admin.headers }),
      403,
    );
    // Each vendor's latest orders hold only orders with its items, its low stock only its variants.
    const [a, b] = vendors as [VendorActor, VendorActor];
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/vendor-dashboard?vendorId=${b.vendorId}`,
      headers: a.headers,
    });
    const { latestOrders, lowStock } = asked.json<{ data: VendorDashboard }>().data;
    expect({ latestOrders, lowStock }).toEqual({
      latestOrders: (await expectedVendorAdditions(a.vendorId)).latestOrders,
      lowStock: (await expectedVendorAdditions(a.vendorId)).lowStock,
    });
    expect(latestOrders.length).toBeGreaterThan(0);
  });
});

describe('the seed', () => {
  it('fills the kept days and low-stock counts equal to a fresh GROUP BY', async () => {
    await checkSeededDemo(1, expectKeptFiguresMatchAScan);
  });
});
