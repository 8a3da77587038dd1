import { beforeAll, describe, expect, it } from 'vitest';
import { trend } from '../../src/server/modules/dashboard/service';
import { BUSINESS_TIME_ZONE } from '../../src/shared/constants';
import { type VendorActor, withTestApp } from './helper';
import { createCustomer, createProduct, insertOrder } from './helpers/fixtures';
import { bearer, expectApiError } from './helpers/http';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Asia/Kolkata is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET = 330 * MINUTE;

/** The instant a calendar month starts in India, `back` months before the current one. */
function istMonthStart(back: number): Date {
  const ist = new Date(Date.now() + IST_OFFSET);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1) - IST_OFFSET);
}

const t = withTestApp();
let vendorC: VendorActor;
/** A vendor with no orders and no products. */
let vendorD: VendorActor;

beforeAll(async () => {
  const db = t.database;
  [vendorC, vendorD] = await Promise.all([t.signUp('VENDOR'), t.signUp('VENDOR')]);
  const customerId = await createCustomer(db);
  const A = t.vendorA.vendorId;
  const B = t.vendorB.vendorId;
  const C = vendorC.vendorId;

  const now = new Date();
  const curStart = istMonthStart(0);
  const prevStart = istMonthStart(1);
  const nextStart = istMonthStart(-1);
  const midPrev = new Date(prevStart.getTime() + 14 * DAY + 6 * 60 * MINUTE);
  const order = (orderDate: Date, items: Parameters<typeof insertOrder>[1]['items']) =>
    insertOrder(db, { customerId, orderDate, items });

  // This month (in India's calendar).
  await order(now, [
    { vendorId: A, totalPrice: 1000 },
    { vendorId: A, totalPrice: 500.25, status: 'DELIVERED' },
    { vendorId: B, totalPrice: 9999 },
  ]);
  await order(curStart, [
    { vendorId: A, totalPrice: 300, status: 'CANCELLED' },
    { vendorId: A, totalPrice: 200, status: 'SHIPPED' },
  ]);
  await insertOrder(db, {
    customerId,
    orderDate: now,
    status: 'CANCELLED',
    items: [{ vendorId: A, totalPrice: 700, status: 'CANCELLED' }],
  });
  await order(now, [{ vendorId: B, totalPrice: 1234 }]);
  await order(now, [{ vendorId: C, totalPrice: 250 }]);

  // Last month: one minute before this month starts in India, and the middle of the month.
  // (The order at `curStart` above is still last month in UTC: month bounds taken in UTC would
  // count it in the wrong month.)
  await order(new Date(curStart.getTime() - MINUTE), [{ vendorId: A, totalPrice: 400, status: 'CONFIRMED' }]);
  await order(midPrev, [
    { vendorId: A, totalPrice: 250 },
    { vendorId: A, totalPrice: 250, status: 'DELIVERED' },
    { vendorId: A, totalPrice: 100, status: 'CANCELLED' },
  ]);
  await order(midPrev, [{ vendorId: C, totalPrice: 1000 }]);

  // Neither month: the month before last, and next month.
  await order(new Date(prevStart.getTime() - MINUTE), [{ vendorId: A, totalPrice: 5000 }]);
  await order(new Date(nextStart.getTime() + DAY), [{ vendorId: A, totalPrice: 8000 }]);

  // Listed products: A has three (2 + 1 + 0 variants), B one with two variants.
  await createProduct(db, A, { name: 'Cement', variants: 2 });
  await createProduct(db, A, { name: 'Sand', variants: 1 });
  await createProduct(db, A, { name: 'Gravel', variants: 0 });
  await createProduct(db, B, { name: 'Bricks', variants: 2 });
});

const dashboard = (tok?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/dashboard/vendor-dashboard', headers: tok ? bearer(tok) : {} });

describe('GET /api/v1/dashboard/vendor-dashboard', () => {
  it('takes its months in the marketplace time zone (the offsets of this test assume it)', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it("counts the vendor's orders and revenue this month against last month, and its products", async () => {
    const res = await dashboard(t.vendorA.token);
    expect(res.statusCode, res.body).toBe(200);
    // The spec's three cards; the figures beyond them are business-dashboard.test.ts's.
    expect(res.json()).toMatchObject({
      data: {
        // Three distinct orders this month (one of them has two of A's items, one is all cancelled);
        // revenue leaves out cancelled items and other vendors' items: 1000 + 500.25 + 200.
        currentMonth: { orders: 3, orderRevenue: 1700.25 },
        // Last month: two orders, 400 + 250 + 250 = 900 (the cancelled 100 left out).
        trends: { ordersTrend: 50, ordersIncreasing: true, revenueTrend: 88.9, revenueIncreasing: true },
        products: { all: 3, variants: 3 },
      },
    });
  });

  it('another vendor sees only its own orders and products', async () => {
    const res = await dashboard(t.vendorB.token);
    expect(res.statusCode, res.body).toBe(200);
    // The spec's three cards; the figures beyond them are business-dashboard.test.ts's.
    expect(res.json()).toMatchObject({
      data: {
        currentMonth: { orders: 2, orderRevenue: 11233 },
        trends: { ordersTrend: 100, ordersIncreasing: true, revenueTrend: 100, revenueIncreasing: true },
        products: { all: 1, variants: 2 },
      },
    });
  });

  it('a falling month shows a negative trend and is not increasing', async () => {
    const res = await dashboard(vendorC.token);
    expect(res.statusCode, res.body).toBe(200);
    // The spec's three cards; the figures beyond them are business-dashboard.test.ts's.
    expect(res.json()).toMatchObject({
      data: {
        currentMonth: { orders: 1, orderRevenue: 250 },
        trends: { ordersTrend: 0, ordersIncreasing: false, revenueTrend: -75, revenueIncreasing: false },
        products: { all: 0, variants: 0 },
      },
    });
  });

  it('a vendor with nothing yet gets zeros, not an error', async () => {
    const res = await dashboard(vendorD.token);
    expect(res.statusCode, res.body).toBe(200);
    // The spec's three cards; the figures beyond them are business-dashboard.test.ts's.
    expect(res.json()).toMatchObject({
      data: {
        currentMonth: { orders: 0, orderRevenue: 0 },
        trends: { ordersTrend: 0, ordersIncreasing: false, revenueTrend: 0, revenueIncreasing: false },
        products: { all: 0, variants: 0 },
        latestOrders: [],
        lowStock: { variants: 0, lowest: [] },
      },
    });
    expect(res.json().data.revenueByMonth.every((m: { orders: number }) => m.orders === 0)).toBe(true);
  });

  it('admin: 403; customer: 403; anonymous: 401', async () => {
    expectApiError(await dashboard(t.admin.token), 403, 'You do not have permission to do this');
    expectApiError(await dashboard(t.customer.token), 403, 'You do not have permission to do this');
    expectApiError(await dashboard(), 401, 'Please sign in to continue');
  });

  it('ignores a vendor id in the query: the vendor comes from the token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/vendor-dashboard?vendorId=${t.vendorB.vendorId}`,
      headers: bearer(t.vendorA.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currentMonth).toEqual({ orders: 3, orderRevenue: 1700.25 });
  });
});

describe('trend', () => {
  it('is the percent change with one decimal', () => {
    expect(trend(150, 100)).toBe(50);
    expect(trend(50, 100)).toBe(-50);
    expect(trend(1, 3)).toBe(-66.7);
    expect(trend(100, 100)).toBe(0);
  });
  it('from zero: 100 when anything came in, else 0', () => {
    expect(trend(5, 0)).toBe(100);
    expect(trend(0, 0)).toBe(0);
  });
});
