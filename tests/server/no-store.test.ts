import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CACHE_HEADER } from '../../src/server/http/snapshotCache';
import { withTestApp } from './helper';
import { refreshCookie } from './helpers/app';
import { createSellerRequest } from './helpers/fixtures';
import { freshAddress, refresh, UNKNOWN_ID } from './helpers/http';

const t = withTestApp({ users: ['admin', 'vendorA'] });

/** The answer, and whether it is the status expected, with no cache allowed to keep it. */
const expectNoStore = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['cache-control'], `${status}: ${res.body}`).toBe('no-store');
};

const login = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: freshAddress(), payload });
const signup = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/vendor-signup', remoteAddress: freshAddress(), payload });

describe('Cache-Control: no-store on answers with tokens, passwords or accounts', () => {
  it('login: success and refusals', async () => {
    const user = await t.addUser('VENDOR');
    expectNoStore(await login({ email: user.email, password: user.password }), 200);
    expectNoStore(await login({ email: user.email, password: 'wrong-password' }), 401);
    expectNoStore(await login({ email: 'not-an-email' }), 400);
  });

  it('vendor-signup: success and refusals', async () => {
    const email = `no-store-${Date.now()}@example.com`;
    const body = { name: 'No Store Traders', email, mobile: '9876543210', password: 'secret-12' };
    expectNoStore(await signup(body), 200);
    expectNoStore(await signup(body), 409);
    expectNoStore(await signup({ ...body, mobile: '12' }), 400);
  });

  it('refresh-token: success and refusals', async () => {
    const { cookie } = await t.signIn(await t.addUser('VENDOR'));
    const renewed = await refresh(t.app, cookie);
    expectNoStore(renewed, 200);
    expect(refreshCookie(renewed)).toBeDefined();
    expectNoStore(await refresh(t.app, undefined), 401);
    expectNoStore(await refresh(t.app, cookie, { origin: 'https://evil.example' }), 403);
  });

  it('change-password: success and refusals (the guard’s included)', async () => {
    const session = await t.signIn(await t.addUser('VENDOR'));
    expectNoStore(await session.post('/api/v1/auth/change-password', { password: 'x' }), 400);
    expectNoStore(await session.post('/api/v1/auth/change-password', { password: 'renewed-pass' }), 200);
    expectNoStore(await t.anonymous.post('/api/v1/auth/change-password', { password: 'renewed-pass' }), 401);
  });

  it('seller-requests accept: success and refusals', async () => {
    const request = await createSellerRequest(t.database);
    const { id, createdAt: _c, updatedAt: _u, status: _s, category: _k, userId: _id, ...form } = request;
    const url = '/api/v1/seller-requests/accept-request';
    expectNoStore(await t.admin.post(url, { ...form, requestId: id }), 200);
    expectNoStore(await t.admin.post(url, { ...form, requestId: id }), 409);
    expectNoStore(await t.admin.post(url, {}), 400);
    expectNoStore(await t.vendorA.post(url, { ...form, requestId: id }), 403);
  });

  it('/vendors: the list (kept by the snapshot cache too), one vendor, a change, and refusals', async () => {
    expectNoStore(await t.admin.get('/api/v1/vendors'), 200);
    const kept = await t.admin.get('/api/v1/vendors');
    expectNoStore(kept, 200);
    expect(kept.headers[CACHE_HEADER]).toBe('hit');
    const id = t.vendorA.vendorId;
    expectNoStore(await t.admin.get(`/api/v1/vendors/${id}`), 200);
    expectNoStore(await t.admin.get(`/api/v1/vendors/${UNKNOWN_ID}`), 404);
    expectNoStore(await t.admin.inject({ method: 'PUT', url: `/api/v1/vendors/${id}`, payload: {} }), 400);
    expectNoStore(await t.vendorA.get('/api/v1/vendors'), 403);
    expectNoStore(await t.anonymous.get('/api/v1/vendors'), 401);
  });

  it('other answers are left to their own caching rules', async () => {
    const res = await t.admin.get('/api/v1/categories');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
