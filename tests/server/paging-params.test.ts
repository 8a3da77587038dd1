import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRoles } from '../../scripts/fuzz/fixture';
import type { FuzzRole } from '../../scripts/fuzz/run';
import { seedDemo } from '../../src/server/seed';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';

/**
 * Issue 14, "Bad input": every list's sorting, filtering and paging parameters out of range
 * answer 400 in the error format or an empty page, never a 5xx.
 */
const t = withTestApp({ users: [] });
let admin: FuzzRole;
let vendor: FuzzRole;
beforeAll(async () => {
  await seedDemo(t.database.db, { scale: 1 });
  [admin, vendor] = (await demoRoles(t.app, t.database.db)) as [FuzzRole, FuzzRole];
});

/** Paging values no list accepts as a page: below, above and beside the numbers. */
const OUT_OF_RANGE: readonly unknown[] = [
  -1,
  0,
  -0.5,
  1.5,
  1e9,
  2 ** 53,
  2 ** 53 + 1,
  1e308,
  'abc',
  '',
  '1e3',
  null,
  true,
  [1],
  { a: 1 },
];

type Ask = (params: Record<string, unknown>) => Promise<LightMyRequestResponse>;

const asQuery = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
const get =
  (url: string, who: () => FuzzRole): Ask =>
  (params) =>
    t.app.inject({ method: 'GET', url: `${url}?${asQuery(params)}`, headers: who().headers });
const post =
  (url: string, who: () => FuzzRole, query: Record<string, unknown> = {}): Ask =>
  (params) =>
    t.app.inject({ method: 'POST', url: `${url}?${asQuery(query)}`, headers: who().headers, payload: params });

/** The rows of a list answer, wherever the list keeps them. */
function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const values = body && typeof body === 'object' ? Object.values(body) : [];
  const direct = values.find(Array.isArray);
  if (direct) return direct;
  for (const value of values) if (value && typeof value === 'object') return rowsOf(value);
  throw new Error(`no rows in ${JSON.stringify(body)}`);
}

/** 400 in the error format, or 200 with a page of rows; never anything else. */
function expectRefusedOrPage(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeOneOf([200, 400]);
  if (res.statusCode === 400) expectApiError(res, 400);
  else expect(Array.isArray(rowsOf(res.json())), what).toBe(true);
}

interface PagedList {
  name: string;
  ask: Ask;
  /** The parameters naming the page and its size. */
  page: string;
  size: string;
  /** A valid size, and a page number past the last one. */
  validSize: number;
  pastTheEnd: number;
}

const paged: PagedList[] = [
  {
    name: 'GET /products/get-vendor-products (vendor)',
    ask: get('/api/v1/products/get-vendor-products', () => vendor),
    page: 'pageNumber',
    size: 'pageSize',
    validSize: 10,
    pastTheEnd: 100_000,
  },
  {
    name: 'GET /products/get-vendor-products (admin)',
    ask: get('/api/v1/products/get-vendor-products', () => admin),
    page: 'pageNumber',
    size: 'pageSize',
    validSize: 10,
    pastTheEnd: 100_000,
  },
  {
    name: 'POST /order/all-orders',
    ask: post('/api/v1/order/all-orders', () => admin),
    page: 'pageNumber',
    size: 'pageSize',
    validSize: 10,
    pastTheEnd: 100_000,
  },
  {
    name: 'POST /order/all-vendor-orders',
    ask: post('/api/v1/order/all-vendor-orders', () => vendor),
    page: 'pageNumber',
    size: 'pageSize',
    validSize: 10,
    pastTheEnd: 100_000,
  },
  {
    name: 'POST /equipment-rentals/get-all-rental-orders',
    ask: post('/api/v1/equipment-rentals/get-all-rental-orders', () => admin),
    page: 'pageNumber',
    size: 'pageSize',
    validSize: 10,
    pastTheEnd: 100_000,
  },
  {
    name: 'POST /service-bookings/all-booked-services',
    ask: post('/api/v1/service-bookings/all-booked-services', () => admin),
    page: 'pageNumber',
    size: 'pageSize',
    validSize: 10,
    pastTheEnd: 100_000,
  },
  {
    name: 'GET /seller-requests',
    ask: get('/api/v1/seller-requests', () => admin),
    page: 'page',
    size: 'limit',
    validSize: 10,
    pastTheEnd: 100_000,
  },
];

describe.each(paged)('$name', ({ ask, page, size, validSize, pastTheEnd }) => {
  it.each(OUT_OF_RANGE.map((value) => [value]))('page %j: 400 or a page', async (value) => {
    expectRefusedOrPage(await ask({ [page]: value, [size]: validSize }), `${page}=${JSON.stringify(value)}`);
  });
  it.each(OUT_OF_RANGE.map((value) => [value]))('size %j: 400 or a page', async (value) => {
    expectRefusedOrPage(await ask({ [size]: value }), `${size}=${JSON.stringify(value)}`);
  });
  it('a page past the end is empty', async () => {
    const res = await ask({ [page]: pastTheEnd, [size]: validSize });
    expect(res.statusCode, res.body).toBe(200);
    expect(rowsOf(res.json())).toEqual([]);
  });
});

describe('lists filtered by an unknown status in the query', () => {
  it.each([
    ['/api/v1/seller-requests', () => admin],
    ['/api/v1/order/all-vendor-orders', () => vendor],
    ['/api/v1/equipment-rentals/get-all-rental-orders', () => admin],
    ['/api/v1/service-bookings/all-booked-services', () => admin],
  ] as const)('%s: 400 in the error format', async (url, who) => {
    for (const status of ['NOPE', '-1', '[]', 'x'.repeat(10_000)]) {
      const res = url.endsWith('seller-requests')
        ? await get(url, who)({ status })
        : await post(url, who, { status })({});
      expectApiError(res, 400);
    }
  });
});

describe('GET /vendors (simple-rest: sort, range, filter)', () => {
  const list = get('/api/v1/vendors', () => admin);
  const bad: Record<string, unknown>[] = [
    { range: [-1, 5] },
    { range: [5, 1] },
    { range: [0, 1e9] },
    { range: [0, 2 ** 53] },
    { range: [1.5, 3] },
    { range: ['a', 'b'] },
    { range: 'abc' },
    { range: [0] },
    { sort: ['nope', 'ASC'] },
    { sort: ['name', 'UP'] },
    { sort: ['__proto__', 'ASC'] },
    { sort: 'name' },
    { filter: { nope: 1 } },
    { filter: { canSignIn: { a: 1 } } },
    { filter: { createdAt: 'not a date' } },
    { filter: { createdAt: ['not a date', 1] } },
    { filter: { name: { a: 1 } } },
    { filter: { productsCount: 'many' } },
    { filter: { productsCount: 1e308 } },
    { filter: [1, 2] },
    { filter: 'x' },
  ];
  it.each(bad.map((params) => [params]))('%j: 400 in the error format', async (params) => {
    const res = await list(params);
    expectApiError(res, 400);
  });
  it('a range past the end is an empty page', async () => {
    const res = await list({ range: [1_000_000, 1_000_009] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('lists that take no parameters ignore them', () => {
  it.each(['/api/v1/equipments', '/api/v1/service-providers', '/api/v1/categories', '/api/v1/admin-notifications'])(
    '%s',
    async (url) => {
      const res = await get(url, () => admin)({ page: -1, pageSize: 1e9, sort: ['nope', 'UP'], range: [-1, 1e9] });
      expect(res.statusCode, res.body).toBe(200);
      expect(rowsOf(res.json()).length).toBeGreaterThan(0);
    },
  );
});
