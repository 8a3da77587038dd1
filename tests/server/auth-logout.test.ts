import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helper';
import { refreshCookie, type TestUser } from './helpers/app';
import { claimsOf, expectApiError, logout, refresh, refreshCookieOf, signRaw } from './helpers/http';

const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-characters';

const t = withTestApp({ users: [] });
/** The same database served with a production configuration (a second app, no second database). */
let production: FastifyInstance;
let vendor: TestUser;

beforeAll(async () => {
  production = await t.secondApp({ env: { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET } });
  vendor = await t.addUser('VENDOR');
});

function expectCleared(res: Awaited<ReturnType<typeof logout>>) {
  const cleared = refreshCookieOf(res);
  expect(cleared, 'the refresh cookie is cleared').toBeDefined();
  expect(cleared).toMatchObject({ value: '', path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' });
  expect(cleared!.expires && cleared!.expires.getTime() <= Date.now()).toBeTruthy();
}

describe('POST /api/v1/auth/logout', () => {
  it('revokes the session: its cookie no longer refreshes, and clears the cookie', async () => {
    const session = await t.signIn(vendor);
    const res = await logout(t.app, session.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expectCleared(res);
    expectApiError(await refresh(t.app, session.cookie), 401, 'Invalid refresh token');
  });

  it('revokes the whole rotation chain: the latest cookie and the earlier ones', async () => {
    const session = await t.signIn(vendor);
    const rotated = await refresh(t.app, session.cookie);
    expect(rotated.statusCode).toBe(200);
    const latest = refreshCookie(rotated)!;
    expect(latest).toBeDefined();
    // Logging out with the latest cookie ends the session.
    expect((await logout(t.app, latest)).statusCode).toBe(200);
    expectApiError(await refresh(t.app, latest), 401);
    expectApiError(await refresh(t.app, session.cookie), 401);
  });

  it('signs out only this session: another sign-in of the same user keeps working', async () => {
    const here = await t.signIn(vendor);
    const elsewhere = await t.signIn(vendor);
    expect((await logout(t.app, here.cookie)).statusCode).toBe(200);
    const res = await refresh(t.app, elsewhere.cookie);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('works without a cookie (and still clears it)', async () => {
    const res = await logout(t.app, undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expectCleared(res);
  });

  it('works with an unknown cookie', async () => {
    const res = await logout(t.app, 'refresh_token=never-issued');
    expect(res.statusCode, res.body).toBe(200);
    expectCleared(res);
  });

  it('works for an account that must change its password first', async () => {
    const { user, ...session } = await t.signUp('VENDOR', { mustChangePassword: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...session.headers, cookie: session.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectApiError(await refresh(t.app, session.cookie), 401);
  });

  it('accepts a same-origin call', async () => {
    const session = await t.signIn(vendor);
    const res = await logout(t.app, session.cookie, {
      host: 'shop.example.com',
      origin: 'http://shop.example.com',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectApiError(await refresh(t.app, session.cookie), 401);
  });

  it('refuses a cross-site call with 403 and keeps the session', async () => {
    const session = await t.signIn(vendor);
    const byOrigin = await logout(t.app, session.cookie, { origin: 'https://evil.example' });
    expectApiError(byOrigin, 403, 'Cross-site request refused');
    expect(refreshCookieOf(byOrigin)).toBeUndefined();
    const byFetchSite = await logout(t.app, session.cookie, { 'sec-fetch-site': 'cross-site' });
    expectApiError(byFetchSite, 403, 'Cross-site request refused');
    const res = await refresh(t.app, session.cookie);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('in production', () => {
  it('the refresh cookie is Secure (and still httpOnly, SameSite=Strict, on /api/v1/auth)', async () => {
    const res = await production.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: vendor.email, password: vendor.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refreshCookieOf(res)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/auth',
    });
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/;\s*Secure/i);
  });

  it('logout clears the cookie with the same attributes, so the browser really drops it', async () => {
    const session = await t.signIn(vendor, production);
    const res = await logout(production, session.cookie);
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res)).toMatchObject({ value: '', secure: true, httpOnly: true, path: '/api/v1/auth' });
  });

  it('access tokens are signed with JWT_SECRET, and the development secret is not accepted', async () => {
    const claims = claimsOf((await t.signIn(vendor, production)).token);
    const subject = {
      sub: claims.sub,
      sid: claims.sid,
      name: claims.name,
      email: claims.email,
      role: 'VENDOR',
      vendorId: claims.vendorId,
    };
    const dashboard = (token: string) =>
      production.inject({
        method: 'GET',
        url: '/api/v1/dashboard/vendor-dashboard',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await dashboard(await signRaw(PRODUCTION_SECRET, subject))).statusCode).toBe(200);
    expect((await dashboard(await signRaw(t.config.jwtSecret, subject))).statusCode).toBe(401);
    // and the other way round: a production token means nothing to the development app
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/vendor-dashboard',
      headers: { authorization: `Bearer ${await signRaw(PRODUCTION_SECRET, subject)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
