import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/server/db/schema';
import { CACHE_HEADER, snapshotCachePlugin } from '../../src/server/http/snapshotCache';
import '../../src/server/types';
import { withTestApp, withTestDatabase } from './helper';
import { createCustomer, insertOrder } from './helpers/fixtures';
import { logout } from './helpers/http';
import { productsApi } from './helpers/products';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });

beforeAll(async () => {
  // A list well over the compression threshold.
  await t.database.db
    .insert(categories)
    .values(Array.from({ length: 30 }, (_, i) => ({ name: `Kind ${i}`, description: `Materials of kind ${i}` })));
});

const listCategories = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/categories', headers });
const namesOf = (body: string) => JSON.parse(body).data.map((c: { name: string }) => c.name) as string[];

describe('answers kept while the database is unchanged', () => {
  it('serves the same bytes and headers again, without compressing them twice', async () => {
    const headers = { ...t.admin.headers, 'accept-encoding': 'br' };
    const first = await listCategories(headers);
    const again = await listCategories(headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    expect(again.headers[CACHE_HEADER]).toBe('hit');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toBe(first.headers.vary);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // A client that takes another encoding gets its own copy of the same answer.
    const plain = await listCategories(t.admin.headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(JSON.parse(zlib.brotliDecompressSync(again.rawPayload).toString()));
  });

  it('answers afresh a client that asks for it (Cache-Control: no-cache), and keeps that answer', async () => {
    await listCategories(t.admin.headers);
    expect((await listCategories(t.admin.headers)).headers[CACHE_HEADER]).toBe('hit');
    const fresh = await listCategories({ ...t.admin.headers, 'cache-control': 'max-age=0, no-cache' });
    expect(fresh.headers[CACHE_HEADER]).toBe('miss');
    const kept = await listCategories(t.admin.headers);
    expect(kept.headers[CACHE_HEADER]).toBe('hit');
    expect(kept.body).toBe(fresh.body);
  });

  it('answers afresh after a write through the API', async () => {
    await listCategories(t.admin.headers);
    expect((await listCategories(t.admin.headers)).headers[CACHE_HEADER]).toBe('hit');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/categories/create',
      headers: t.admin.headers,
      payload: { name: 'Added through the API', description: 'New' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await listCategories(t.admin.headers);
    expect(after.headers[CACHE_HEADER]).toBe('miss');
    expect(namesOf(after.body)).toContain('Added through the API');
  });

  it('answers afresh after a write straight to the database, which the server never saw', async () => {
    await listCategories(t.admin.headers);
    await t.database.db.execute(sql`update categories set name = 'Renamed in psql' where name = 'Kind 3'`);
    const after = await listCategories(t.admin.headers);
    expect(after.headers[CACHE_HEADER]).toBe('miss');
    expect(namesOf(after.body)).toContain('Renamed in psql');
    expect(namesOf(after.body)).not.toContain('Kind 3');
  });

  it("keeps each user's answer to itself: the same call by another vendor reads that vendor's rows", async () => {
    const products = productsApi(t);
    await products.addProduct(t.vendorA.headers, { name: 'Only A sells this' });
    const query = '?pageNumber=1&pageSize=10';
    expect((await products.page(query, t.vendorA.headers)).data.map((p) => p.name)).toEqual(['Only A sells this']);
    expect((await products.list(query, t.vendorA.headers)).headers[CACHE_HEADER]).toBe('hit');
    const b = await products.list(query, t.vendorB.headers);
    expect(b.headers[CACHE_HEADER]).toBe('miss');
    expect(b.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('still checks the caller first: a session that ended gets 401, not the kept answer', async () => {
    const vendor = await t.signUp('VENDOR');
    const products = productsApi(t);
    await products.list('?pageNumber=1&pageSize=10', vendor.headers);
    expect((await products.list('?pageNumber=1&pageSize=10', vendor.headers)).headers[CACHE_HEADER]).toBe('hit');
    expect((await logout(t.app, vendor.cookie)).statusCode).toBe(200);
    expect((await products.list('?pageNumber=1&pageSize=10', vendor.headers)).statusCode).toBe(401);
  });

  it('keeps no refusal: a bad request is answered afresh every time', async () => {
    const products = productsApi(t);
    for (let i = 0; i < 2; i++) {
      const res = await products.list('?pageNumber=0&pageSize=10', t.vendorA.headers);
      expect(res.statusCode).toBe(400);
      expect(res.headers[CACHE_HEADER]).toBeUndefined();
    }
  });

  it("keeps each dashboard until a write changes its figures, and the vendor's to that vendor", async () => {
    const dashboard = (who: 'vendor' | 'admin', headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/v1/dashboard/${who}-dashboard`, headers });
    const figures = (body: string) => JSON.parse(body).data;
    await dashboard('vendor', t.vendorA.headers);
    await dashboard('admin', t.admin.headers);
    const keptVendor = await dashboard('vendor', t.vendorA.headers);
    const keptAdmin = await dashboard('admin', t.admin.headers);
    expect(keptVendor.headers[CACHE_HEADER]).toBe('hit');
    expect(keptAdmin.headers[CACHE_HEADER]).toBe('hit');
    expect((await dashboard('vendor', t.vendorB.headers)).headers[CACHE_HEADER]).toBe('miss');

    // An order placed now, straight in the database: both dashboards count it on the next call.
    const customerId = await createCustomer(t.database);
    await insertOrder(t.database, {
      customerId,
      orderDate: new Date(),
      status: 'PENDING',
      items: [{ vendorId: t.vendorA.vendorId, totalPrice: 250 }],
    });
    const vendor = await dashboard('vendor', t.vendorA.headers);
    const admin = await dashboard('admin', t.admin.headers);
    expect(vendor.headers[CACHE_HEADER]).toBe('miss');
    expect(admin.headers[CACHE_HEADER]).toBe('miss');
    expect(figures(vendor.body).currentMonth.orders).toBe(figures(keptVendor.body).currentMonth.orders + 1);
    expect(figures(admin.body).day.orders).toBe(figures(keptAdmin.body).day.orders + 1);
  });

  it('keeps the headers a route sets itself (a simple-rest list’s Content-Range)', async () => {
    const first = await t.admin.get('/api/v1/vendors?range=[0,0]');
    const again = await t.admin.get('/api/v1/vendors?range=[0,0]');
    expect(again.headers[CACHE_HEADER]).toBe('hit');
    expect(again.headers['content-range']).toBe(first.headers['content-range']);
    expect(String(again.headers['content-range'])).toMatch(/^vendors 0-0\/\d+$/);
  });
});

describe('the bound', () => {
  const bare = withTestDatabase();
  let app: FastifyInstance;
  let runs = 0;
  beforeAll(async () => {
    app = Fastify();
    await app.register(snapshotCachePlugin, { db: bare.database.db, entries: 2 });
    app.get('/echo', { config: { cached: true } }, async (request) => {
      runs += 1;
      return request.query;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('holds at most `entries` answers, dropping the oldest first', async () => {
    const call = (n: number) => app.inject({ method: 'GET', url: `/echo?n=${n}` });
    for (const n of [1, 2, 3]) await call(n);
    expect(runs).toBe(3);
    expect((await call(3)).headers[CACHE_HEADER]).toBe('hit');
    expect((await call(2)).headers[CACHE_HEADER]).toBe('hit');
    expect((await call(1)).headers[CACHE_HEADER]).toBe('miss');
    expect(runs).toBe(4);
  });
});
