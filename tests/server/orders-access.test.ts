import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectAccess, expectApiError } from './helpers/http';
import { INVALID_STATUS, orderState, ordersApi, placeOrder } from './helpers/orders';

const t = withTestApp({ users: ['admin', 'vendorA', 'customer'] });
const call = ordersApi(t);
let orderId: string;

beforeAll(async () => {
  orderId = await placeOrder(t.database, await createCustomer(t.database), new Date(), [
    { vendorId: t.vendorA.vendorId, totalPrice: 10 },
  ]);
});

type Who = 'anonymous' | 'admin' | 'vendorA' | 'customer';
const page = { pageNumber: 0, pageSize: 10 };
/** Each call of spec §7 Orders (and the details), a valid body, and who gets what. */
const routes: [string, () => unknown, Record<Who, number>][] = [
  ['all-orders', () => page, { anonymous: 401, customer: 403, vendorA: 403, admin: 200 }],
  ['all-vendor-orders', () => page, { anonymous: 401, customer: 403, admin: 403, vendorA: 200 }],
  ['update-order', () => ({ orderId, status: 'SHIPPED' }), { anonymous: 401, customer: 403, admin: 403, vendorA: 200 }],
  ['order-details', () => ({ orderId }), { anonymous: 401, customer: 403, admin: 200, vendorA: 200 }],
];

describe('orders: who may call what', () => {
  it.each(routes)('%s', async (path, body, expected) => {
    for (const who of Object.keys(expected) as Who[]) {
      const before = await orderState(t.database);
      const res = await call(path, body(), t[who].headers);
      const status = expected[who];
      expectAccess(res, status, who);
      // A refused caller writes nothing.
      if (status !== 200) expect(await orderState(t.database)).toEqual(before);
    }
  });
});

const PAGE_NUMBER = 'pageNumber must be a whole number from 0';
const PAGE_SIZE = 'pageSize must be one of 10, 20, 50';
const BAD_ID = 'Order id must be a valid id';

/** Bodies each list refuses, the field named and its message. */
const badPages: [string, unknown, string, string][] = [
  ['a negative page', { pageNumber: -1, pageSize: 10 }, 'pageNumber', PAGE_NUMBER],
  ['a fractional page', { pageNumber: 1.5, pageSize: 10 }, 'pageNumber', PAGE_NUMBER],
  ['a page as text', { pageNumber: '1', pageSize: 10 }, 'pageNumber', PAGE_NUMBER],
  ['a page size outside 10, 20, 50', { pageNumber: 0, pageSize: 15 }, 'pageSize', PAGE_SIZE],
  ['a page size as text', { pageNumber: 0, pageSize: '10' }, 'pageSize', PAGE_SIZE],
];

describe('orders: bad input is refused with 400 naming the field', () => {
  it.each(badPages)('all-orders: %s', async (_, body, field, message) => {
    const res = expectApiError(await call('all-orders', body, t.admin.headers), 400, message);
    expect(res.errors?.[field]).toBe(message);
  });

  it.each(badPages)('all-vendor-orders: %s', async (_, body, field, message) => {
    const res = expectApiError(await call('all-vendor-orders', body, t.vendorA.headers), 400, message);
    expect(res.errors?.[field]).toBe(message);
  });

  it('an unknown status filter, in the body or the query', async () => {
    expectApiError(await call('all-orders', { ...page, status: 'SHIPPING' }, t.admin.headers), 400, INVALID_STATUS);
    expectApiError(await call('all-vendor-orders', page, t.vendorA.headers, '?status=SHIPPING'), 400, INVALID_STATUS);
  });

  it('a body that is not a JSON object', async () => {
    for (const path of ['all-orders', 'update-order', 'order-details']) {
      const headers = path === 'all-orders' ? t.admin.headers : t.vendorA.headers;
      expectApiError(await call(path, [1, 2], headers), 400, 'The request body must be a JSON object');
      const raw = await t.app.inject({
        method: 'POST',
        url: `/api/v1/order/${path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"orderId":',
      });
      expectApiError(raw, 400, 'The request body is not valid JSON');
    }
  });

  it('an order id that is missing or not an id', async () => {
    const before = await orderState(t.database);
    for (const bad of [{}, { orderId: 'abc' }, { orderId: 42 }, { orderId: null }]) {
      const res = expectApiError(
        await call('update-order', { ...bad, status: 'SHIPPED' }, t.vendorA.headers),
        400,
        BAD_ID,
      );
      expect(res.errors).toEqual({ orderId: BAD_ID });
      expectApiError(await call('order-details', bad, t.admin.headers), 400, BAD_ID);
    }
    expect(await orderState(t.database)).toEqual(before);
  });
});
