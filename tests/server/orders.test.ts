import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, users, vendors } from '../../src/server/db/schema';
import { ORDER_STATUSES } from '../../src/shared/constants';
import type { Order, OrderListResponse, OrderStatus } from '../../src/shared/contract/orders';
import { type Actor, withTestApp } from './helper';
import { createCustomer, type ItemSpec } from './helpers/fixtures';
import {
  type Headers,
  keptOrderCounts,
  keptVendorCounts,
  ordersApi,
  placeOrder,
  scanOrderCounts,
  scanVendorCounts,
} from './helpers/orders';

const HOUR = 60 * 60 * 1000;
const ORDERS = 35;

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });
const call = ordersApi(t);
let vendorC: Actor;
/** Every order placed, as the test knows it: id, date, and its items as stored (by id). */
const placed: { id: string; date: Date }[] = [];

/**
 * 35 orders an hour apart (two at the very same instant, so the id breaks the tie): every third
 * is A's alone, the next B's alone, the next mixes both. Statuses cycle; some of A's orders have a
 * second item cancelled, so its first item (by id) decides its status.
 */
beforeAll(async () => {
  const db = t.database;
  const [a, b] = [t.vendorA, t.vendorB];
  vendorC = await t.signUp('VENDOR');
  await db.db
    .update(vendors)
    .set({ address: '4 Ring Road', city: 'Nagpur', state: 'Maharashtra', pincode: '440001' })
    .where(eq(vendors.id, a.vendorId));
  const customerId = await createCustomer(db);
  await db.db
    .update(users)
    .set({ name: 'Asha Rao', mobile: '9876543210' })
    .where(
      inArray(users.id, db.db.select({ id: customers.userId }).from(customers).where(eq(customers.id, customerId))),
    );

  const base = Date.now() - HOUR;
  for (let i = 0; i < ORDERS; i++) {
    const date = new Date(base - (i === 11 ? 10 : i) * HOUR);
    const status = ORDER_STATUSES[i % 5] as OrderStatus;
    const items: ItemSpec[] = [];
    if (i % 3 !== 1) {
      items.push({ vendorId: a.vendorId, totalPrice: 100 + i + 0.1, status, quantity: 2 });
      if (i % 4 === 0) items.push({ vendorId: a.vendorId, totalPrice: 0.2, status: 'CANCELLED' });
    }
    if (i % 3 !== 0) items.push({ vendorId: b.vendorId, totalPrice: 1000 + i, status: ORDER_STATUSES[(i + 2) % 5] });
    placed.push({ id: await placeOrder(db, customerId, date, items), date });
  }
});

/** Newest first, the id breaking ties (descending), as both lists sort. */
const newestFirst = (list: { id: string; date: Date }[]) =>
  [...list].sort((x, y) => y.date.getTime() - x.date.getTime() || (x.id < y.id ? 1 : -1));

/** Every page of a list, fetched one by one until an empty page. */
async function walk(path: string, headers: Headers, pageSize: number, status?: OrderStatus) {
  const pages: OrderListResponse[] = [];
  for (let pageNumber = 0; ; pageNumber++) {
    const res =
      path === 'all-orders'
        ? await call(path, { pageNumber, pageSize, ...(status ? { status } : {}) }, headers)
        : await call(path, { pageNumber, pageSize }, headers, status ? `?status=${status}` : '');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderListResponse>();
    expect(body.pagination.pageNumber).toBe(pageNumber);
    if (body.data.length === 0) return pages;
    expect(body.data.length).toBeLessThanOrEqual(pageSize);
    pages.push(body);
  }
}

/** The orders that hold a vendor's items, and that vendor's status of each (its first item's, by id). */
async function vendorTruth(vendorId: string) {
  const items = await t.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.vendorId, vendorId))
    .orderBy(orderItems.orderId, orderItems.id);
  const byOrder = new Map<string, (typeof items)[number][]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return byOrder;
}

describe('POST /api/v1/order/all-orders (ADMIN)', () => {
  it('answers an order with every field of spec §3, every item with its vendor', async () => {
    const res = await call('all-orders', { pageNumber: 0, pageSize: 10 }, t.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderListResponse>();
    // placed[2]: the newest mixed order (A's item SHIPPED, B's item CANCELLED).
    const mixed = body.data.find((o) => o.id === placed[2]?.id);
    const stored = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed[2]!.id))
      .orderBy(orderItems.id);
    const vendorOf = (vendorId: string) =>
      vendorId === t.vendorA.vendorId
        ? { name: expect.any(String), address: '4 Ring Road', city: 'Nagpur', State: 'Maharashtra', pincode: '440001' }
        : { name: expect.any(String), address: null, city: null, State: null, pincode: null };
    expect(mixed).toEqual({
      id: placed[2]!.id,
      order_date: placed[2]!.date.toISOString(),
      final_amount: 1104.1,
      shipping_address: '12 MG Road, Pune',
      status: 'SHIPPED',
      customer: { user: { name: 'Asha Rao', mobile: '9876543210' } },
      order_items: stored.map((item) => ({
        id: item.id,
        product_name: item.productName,
        quantity: item.quantity,
        size: null,
        color: null,
        status: item.status,
        variant_image_url: null,
        unit_price: item.unitPrice,
        total_price: item.totalPrice,
        product: { vendor: vendorOf(item.vendorId) },
      })),
    });
    expect(mixed?.order_items.map((i) => i.status).sort()).toEqual(['CANCELLED', 'SHIPPED']);
  });

  it.each([10, 20, 50])('pages every order newest first, %i a page, with totalPages', async (pageSize) => {
    const pages = await walk('all-orders', t.admin.headers, pageSize);
    expect(pages.flatMap((p) => p.data.map((o) => o.id))).toEqual(newestFirst(placed).map((o) => o.id));
    for (const page of pages) expect(page.pagination.totalPages).toBe(Math.ceil(ORDERS / pageSize));
    expect(pages).toHaveLength(Math.ceil(ORDERS / pageSize));
  });

  it('counts every status from the kept counters, equal to a fresh count, whatever the filter', async () => {
    const fresh = await scanOrderCounts(t.database);
    expect(await keptOrderCounts(t.database)).toEqual(fresh);
    for (const status of [undefined, ...ORDER_STATUSES]) {
      const res = await call('all-orders', { pageNumber: 0, pageSize: 10, status }, t.admin.headers);
      const body = res.json<OrderListResponse>();
      expect(body.allOrders).toBe(ORDERS);
      expect(body.pendingOrders).toBe(fresh.PENDING);
      expect(body.deliveredOrders).toBe(fresh.DELIVERED);
    }
  });

  it.each(ORDER_STATUSES)('filters to %s in SQL, paging within the filter', async (status) => {
    const fresh = await scanOrderCounts(t.database);
    const stored = await t.database.db
      .select({ id: orders.id, date: orders.orderDate })
      .from(orders)
      .where(eq(orders.status, status));
    expect(stored.length).toBe(fresh[status]);
    const pages = await walk('all-orders', t.admin.headers, 10, status);
    expect(pages.flatMap((p) => p.data.map((o) => o.id))).toEqual(newestFirst(stored).map((o) => o.id));
    for (const page of pages) {
      expect(page.pagination.totalPages).toBe(Math.ceil(fresh[status] / 10));
      for (const order of page.data) expect(order.status).toBe(status);
    }
  });

  it("takes '' and null as All Status", async () => {
    for (const status of ['', null]) {
      const res = await call('all-orders', { pageNumber: 0, pageSize: 50, status }, t.admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OrderListResponse>().data).toHaveLength(ORDERS);
    }
  });

  it('defaults to the first page of 10', async () => {
    const res = await call('all-orders', {}, t.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderListResponse>();
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ pageNumber: 0, totalPages: 4, totalRows: ORDERS });
  });

  it('past the last page: no rows, the same totals', async () => {
    const res = await call('all-orders', { pageNumber: 99, pageSize: 10 }, t.admin.headers);
    expect(res.json()).toMatchObject({ data: [], pagination: { pageNumber: 99, totalPages: 4 }, allOrders: ORDERS });
  });
});

describe('POST /api/v1/order/all-vendor-orders (VENDOR)', () => {
  it("lists only the orders holding the vendor's items, each with only those items, their sum and the first item's status", async () => {
    for (const vendor of [t.vendorA, t.vendorB]) {
      const truth = await vendorTruth(vendor.vendorId);
      const pages = await walk('all-vendor-orders', vendor.headers, 10);
      const listed: Order[] = pages.flatMap((p) => p.data);
      const expected = newestFirst(placed.filter((o) => truth.has(o.id)));
      expect(listed.map((o) => o.id)).toEqual(expected.map((o) => o.id));
      for (const order of listed) {
        const own = truth.get(order.id)!;
        expect(order.order_items.map((i) => i.id)).toEqual(own.map((i) => i.id));
        expect(order.final_amount).toBeCloseTo(
          own.reduce((sum, i) => sum + i.totalPrice, 0),
          2,
        );
        expect(order.status).toBe(own[0]?.status);
        expect(order.customer.user.name).toBe('Asha Rao');
      }
      expect(pages[0]?.pagination.totalPages).toBe(Math.ceil(expected.length / 10));
    }
  });

  it("a vendor's amount is exact to the paisa (sums in paise)", async () => {
    // placed[0]: A's 100.1 and a cancelled 0.2.
    const res = await call('all-vendor-orders', { pageNumber: 0, pageSize: 50 }, t.vendorA.headers);
    const order = res.json<OrderListResponse>().data.find((o) => o.id === placed[0]?.id);
    expect(order?.final_amount).toBe(100.3);
  });

  it('counts its orders per status from the kept counters, equal to a fresh count', async () => {
    for (const vendor of [t.vendorA, t.vendorB]) {
      const fresh = await scanVendorCounts(t.database, vendor.vendorId);
      expect(await keptVendorCounts(t.database, vendor.vendorId)).toEqual(fresh);
      const body = (
        await call('all-vendor-orders', { pageNumber: 0, pageSize: 10 }, vendor.headers)
      ).json<OrderListResponse>();
      expect(body.allOrders).toBe(Object.values(fresh).reduce((a, b) => a + b, 0));
      expect(body.pendingOrders).toBe(fresh.PENDING);
      expect(body.deliveredOrders).toBe(fresh.DELIVERED);
    }
  });

  it.each(ORDER_STATUSES)("filters to %s by the vendor's status (the query's status)", async (status) => {
    const truth = await vendorTruth(t.vendorA.vendorId);
    const expected = newestFirst(placed.filter((o) => truth.get(o.id)?.[0]?.status === status));
    const pages = await walk('all-vendor-orders', t.vendorA.headers, 10, status);
    expect(pages.flatMap((p) => p.data.map((o) => o.id))).toEqual(expected.map((o) => o.id));
    for (const page of pages) expect(page.pagination.totalPages).toBe(Math.ceil(expected.length / 10));
  });

  it('a vendor with no orders gets an empty list and zero counters', async () => {
    const res = await call('all-vendor-orders', { pageNumber: 0, pageSize: 10 }, vendorC.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      pagination: { pageNumber: 0, totalPages: 0, totalRows: 0 },
      allOrders: 0,
      deliveredOrders: 0,
      pendingOrders: 0,
    });
  });

  it('ignores a vendor id in the body or query: the vendor comes from the token', async () => {
    const res = await call(
      'all-vendor-orders',
      { pageNumber: 0, pageSize: 50, vendorId: t.vendorA.vendorId },
      vendorC.headers,
      `?vendorId=${t.vendorA.vendorId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderListResponse>().allOrders).toBe(0);
  });
});
