import { describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import type { TestUser } from './helpers/app';
import { bearer, expectApiError, refresh } from './helpers/http';

const SUSPENDED = 'This account is suspended; please contact the marketplace team';
const EXPIRED = 'Your session has expired, please sign in again';

const t = withTestApp({ users: ['admin', 'vendorA', 'customer'] });

type Row = { id: string; name: string; email: string; productsCount: number; canSignIn: boolean };

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/vendors${query}`, headers });
const setSignIn = (id: string, canSignIn: unknown, headers: Record<string, string> = t.admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/vendors/${id}`, headers, payload: { canSignIn } });
const login = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });

async function vendorRow(user: TestUser): Promise<Row> {
  const res = await list(t.admin.headers, `?filter=${encodeURIComponent(JSON.stringify({ email: user.email }))}`);
  const [row] = res.json<Row[]>();
  if (!row) throw new Error('vendor not listed');
  return row;
}

describe('GET /api/v1/vendors (the Vendors screen)', () => {
  it('lists every vendor with its contact, products count and whether it may sign in, paged with Content-Range', async () => {
    const vendor = await t.addUser('VENDOR');
    await t.database.db.insert(products).values([
      { vendorId: vendor.vendorId!, name: 'Cement' },
      { vendorId: vendor.vendorId!, name: 'Sand' },
    ]);
    expect(await vendorRow(vendor)).toMatchObject({ email: vendor.email, productsCount: 2, canSignIn: true });
    const page = await list(t.admin.headers, `?range=${encodeURIComponent('[0,0]')}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<Row[]>()).toHaveLength(1);
    expect(page.headers['content-range']).toMatch(/^vendors 0-0\/\d+$/);
  });

  it('is for admins only', async () => {
    expectApiError(await list({}), 401);
    expectApiError(await list(bearer(t.vendorA.token)), 403);
    expectApiError(await list(bearer(t.customer.token)), 403);
  });
});

describe('PUT /api/v1/vendors/:id { canSignIn }', () => {
  it('suspends: sign-in and refresh are refused with a clear message, its access token stops at once', async () => {
    const { user: vendor, ...session } = await t.signUp('VENDOR');
    const { id } = await vendorRow(vendor);

    const res = await setSignIn(id, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Row>()).toMatchObject({ id, canSignIn: false });

    const call = await t.app.inject({ method: 'GET', url: '/api/v1/categories', headers: session.headers });
    expectApiError(call, 401, EXPIRED);
    expectApiError(await refresh(t.app, session.cookie), 401);
    expectApiError(await login(vendor), 403, SUSPENDED);
  });

  it('reinstates: the vendor signs in again', async () => {
    const vendor = await t.addUser('VENDOR');
    const { id } = await vendorRow(vendor);
    await setSignIn(id, false);
    expectApiError(await login(vendor), 403, SUSPENDED);
    const res = await setSignIn(id, true);
    expect(res.json<Row>()).toMatchObject({ canSignIn: true });
    expect((await login(vendor)).statusCode).toBe(200);
  });

  it('refuses other roles, a bad body and an unknown vendor, changing nothing', async () => {
    const vendor = await t.addUser('VENDOR');
    const { id } = await vendorRow(vendor);
    expectApiError(await setSignIn(id, false, {}), 401);
    expectApiError(await setSignIn(id, false, bearer(t.vendorA.token)), 403);
    expectApiError(await setSignIn(id, false, bearer(t.customer.token)), 403);
    expectApiError(await setSignIn(id, 'no'), 400);
    expectApiError(await setSignIn(crypto.randomUUID(), false), 404, 'Vendor not found');
    expect((await vendorRow(vendor)).canSignIn).toBe(true);
    expect((await login(vendor)).statusCode).toBe(200);
  });

  it('offers no create or delete', async () => {
    const vendor = await t.addUser('VENDOR');
    const { id } = await vendorRow(vendor);
    // The paths exist under other methods: 405, naming those.
    expect((await t.admin.post('/api/v1/vendors', {})).headers.allow).toBe('GET, HEAD');
    const remove = await t.admin.inject({ method: 'DELETE', url: `/api/v1/vendors/${id}` });
    expectApiError(remove, 405);
    expect(remove.headers.allow).toBe('GET, HEAD, PUT');
  });
});
