import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/contract/common';
import { createTestApp, createUser, signIn, type TestApp } from './helpers/app';
import { createCustomer } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import {
  FORBIDDEN,
  type Headers,
  INVALID_STATUS,
  NOT_SIGNED_IN,
  orderState,
  ordersApi,
  placeOrder,
} from './helpers/orders';

let t: TestApp;
let call: ReturnType<typeof ordersApi>;
let orderId: string;
const as = {} as Record<'vendor' | 'admin' | 'customer' | 'anonymous', Headers>;

beforeAll(async () => {
  t = await createTestApp();
  call = ordersApi(t);
  const vendor = await createUser(t.database, 'VENDOR');
  const headersOf = async (role: Role) => (await signIn(t.app, await createUser(t.database, role))).headers;
  [as.admin, as.customer] = await Promise.all([headersOf('ADMIN'), headersOf('CUSTOMER')]);
  as.vendor = (await signIn(t.app, vendor)).headers;
  as.anonymous = {};
  orderId = await placeOrder(t.database, await createCustomer(t.database), new Date(), [
    { vendorId: vendor.vendorId!, totalPrice: 10 },
  ]);
});
afterAll(() => t.close());

type Who = keyof typeof as;
const page = { pageNumber: 0, pageSize: 10 };
/** Each call of spec §7 Orders (and the details), a valid body, and who gets what. */
const routes: [string, () => unknown, Record<Who, number>][] = [
  ['all-orders', () => page, { anonymous: 401, customer: 403, vendor: 403, admin: 200 }],
  ['all-vendor-orders', () => page, { anonymous: 401, customer: 403, admin: 403, vendor: 200 }],
  ['update-order', () => ({ orderId, status: 'SHIPPED' }), { anonymous: 401, customer: 403, admin: 403, vendor: 200 }],
  ['order-details', () => ({ orderId }), { anonymous: 401, customer: 403, admin: 200, vendor: 200 }],
];

describe('orders: who may call what', () => {
  it.each(routes)('%s', async (path, body, expected) => {
    for (const who of Object.keys(expected) as Who[]) {
      const before = await orderState(t.database);
      const res = await call(path, body(), as[who]);
      const status = expected[who];
      if (status === 401) expectApiError(res, 401, NOT_SIGNED_IN);
      else if (status === 403) expectApiError(res, 403, FORBIDDEN);
      else expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
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
    const res = expectApiError(await call('all-orders', body, as.admin), 400, message);
    expect(res.errors?.[field]).toBe(message);
  });

  it.each(badPages)('all-vendor-orders: %s', async (_, body, field, message) => {
    const res = expectApiError(await call('all-vendor-orders', body, as.vendor), 400, message);
    expect(res.errors?.[field]).toBe(message);
  });

  it('an unknown status filter, in the body or the query', async () => {
    expectApiError(await call('all-orders', { ...page, status: 'SHIPPING' }, as.admin), 400, INVALID_STATUS);
    expectApiError(await call('all-vendor-orders', page, as.vendor, '?status=SHIPPING'), 400, INVALID_STATUS);
  });

  it('a body that is not a JSON object', async () => {
    for (const path of ['all-orders', 'update-order', 'order-details']) {
      const headers = path === 'all-orders' ? as.admin : as.vendor;
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
      const res = expectApiError(await call('update-order', { ...bad, status: 'SHIPPED' }, as.vendor), 400, BAD_ID);
      expect(res.errors).toEqual({ orderId: BAD_ID });
      expectApiError(await call('order-details', bad, as.admin), 400, BAD_ID);
    }
    expect(await orderState(t.database)).toEqual(before);
  });
});
