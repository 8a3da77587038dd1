import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../../src/server/auth/tokens';
import { refreshTokens, users } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { refreshCookie, type TestUser } from './helpers/app';
import { claimsOf, expectApiError, refresh, refreshCookieOf } from './helpers/http';

const t = withTestApp({ users: [] });
let vendor: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [vendor, admin] = await Promise.all([t.addUser('VENDOR'), t.addUser('ADMIN')]);
});

/** Refreshes and expects success: the new access token and the new cookie header. */
async function rotate(cookie: string) {
  const res = await refresh(t.app, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const next = refreshCookie(res);
  expect(next).toBeDefined();
  return { token: res.json<{ token: string }>().token, cookie: next!, res };
}

const cookieValueOf = (cookieHeader: string) => cookieHeader.replace(/^refresh_token=/, '');

/** Asserts the response cleared the refresh cookie on its path. */
function expectCleared(res: Awaited<ReturnType<typeof refresh>>) {
  const cleared = refreshCookieOf(res);
  expect(cleared, 'the refresh cookie is cleared').toBeDefined();
  expect(cleared!.value).toBe('');
  expect(cleared!.path).toBe('/api/v1/auth');
  expect(cleared!.expires && cleared!.expires.getTime() <= Date.now()).toBeTruthy();
}

describe('POST /api/v1/auth/refresh-token', () => {
  it('refuses a call without the cookie with 401', async () => {
    const res = await refresh(t.app, undefined);
    expectApiError(res, 401, 'No refresh token');
  });

  it('refuses an unknown cookie with 401 and clears it', async () => {
    const res = await refresh(t.app, 'refresh_token=not-a-token-we-issued');
    expectApiError(res, 401, 'Invalid refresh token');
    expectCleared(res);
  });

  it('answers a valid cookie with a new access token and a NEW cookie (rotation)', async () => {
    const session = await t.signIn(vendor);
    const { token, cookie, res } = await rotate(session.cookie);
    expect(cookie).not.toBe(session.cookie);
    expect(refreshCookieOf(res)).toMatchObject({ path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' });
    expect(claimsOf(token)).toMatchObject({
      sub: vendor.id,
      email: vendor.email,
      role: 'VENDOR',
      vendorId: vendor.vendorId,
    });
    expect(claimsOf(token).name).toBe(claimsOf(session.token).name);

    // The rotated cookie belongs to the same family and keeps working.
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, vendor.id));
    const old = rows.find((r) => r.tokenHash === hashRefreshToken(cookieValueOf(session.cookie)));
    const fresh = rows.find((r) => r.tokenHash === hashRefreshToken(cookieValueOf(cookie)));
    expect(old?.usedAt).toBeTruthy();
    expect(fresh?.familyId).toBe(old?.familyId);
    await rotate(cookie);
  });

  it('the new access token opens the vendor routes', async () => {
    const session = await t.signIn(vendor);
    const { token } = await rotate(session.cookie);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/vendor-dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reusing a rotated cookie is refused AND revokes the whole family', async () => {
    const session = await t.signIn(vendor);
    const other = await t.signIn(vendor); // an independent sign-in of the same user
    const second = await rotate(session.cookie);
    const third = await rotate(second.cookie);

    const reuse = await refresh(t.app, session.cookie);
    expectApiError(reuse, 401, 'Invalid refresh token');
    expectCleared(reuse);

    // The newest cookie of the family stops working too (the thief or the owner must sign in again).
    expectApiError(await refresh(t.app, third.cookie), 401, 'Invalid refresh token');
    expectApiError(await refresh(t.app, second.cookie), 401, 'Invalid refresh token');

    // Another sign-in of the same user is a different family and is not touched.
    await rotate(other.cookie);
  });

  it('simultaneous replays of one cookie: one rotation wins, and its new cookie is revoked with the family', async () => {
    const session = await t.signIn(vendor);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(t.app, session.cookie)));
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectApiError(res, 401, 'Invalid refresh token');
    // The token issued to the winner was written with the spend, so the replay revoked it too.
    expectApiError(await refresh(t.app, refreshCookie(won[0]!)), 401, 'Invalid refresh token');
  });

  it('reusing the cookie of the middle of a chain revokes the family too', async () => {
    const session = await t.signIn(admin);
    const second = await rotate(session.cookie);
    const third = await rotate(second.cookie);
    expectApiError(await refresh(t.app, second.cookie), 401, 'Invalid refresh token');
    expectApiError(await refresh(t.app, third.cookie), 401, 'Invalid refresh token');
  });

  it('refuses an expired refresh token with 401', async () => {
    const session = await t.signIn(admin);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(cookieValueOf(session.cookie))));
    const res = await refresh(t.app, session.cookie);
    expectApiError(res, 401, 'Invalid refresh token');
    expectCleared(res);
  });

  it('a token about to expire still works', async () => {
    const session = await t.signIn(admin);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() + interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(cookieValueOf(session.cookie))));
    await rotate(session.cookie);
  });

  it('reflects the account as it is now, not as it was at sign-in', async () => {
    const { user, ...session } = await t.signUp('ADMIN');
    await t.database.db.update(users).set({ name: 'Renamed Admin' }).where(eq(users.id, user.id));
    const { token } = await rotate(session.cookie);
    expect(claimsOf(token).name).toBe('Renamed Admin');
  });

  describe('same-origin check', () => {
    it('refuses a cross-site Origin with 403 and leaves the session alone', async () => {
      const session = await t.signIn(admin);
      const res = await refresh(t.app, session.cookie, { origin: 'https://evil.example' });
      expectApiError(res, 403, 'Cross-site request refused');
      expect(refreshCookieOf(res)).toBeUndefined();
      await rotate(session.cookie); // the cookie was not spent
    });

    it('refuses Sec-Fetch-Site: cross-site with 403', async () => {
      const session = await t.signIn(admin);
      expectApiError(
        await refresh(t.app, session.cookie, { 'sec-fetch-site': 'cross-site' }),
        403,
        'Cross-site request refused',
      );
      await rotate(session.cookie);
    });

    it('refuses an Origin of another port or host, "null", a file:// page or garbage', async () => {
      const session = await t.signIn(admin);
      const host = 'shop.example.com';
      for (const origin of [
        'http://shop.example.com:8443',
        'http://evil.shop.example.com',
        'null',
        'file://',
        'not a url',
      ]) {
        expectApiError(await refresh(t.app, session.cookie, { host, origin }), 403, 'Cross-site request refused');
      }
      // A file:// page has an empty host, as "localhost" becomes in a file URL.
      expectApiError(
        await refresh(t.app, session.cookie, { host: 'localhost', origin: 'file://' }),
        403,
        'Cross-site request refused',
      );
      await rotate(session.cookie);
    });

    it('accepts a same-origin Origin', async () => {
      const session = await t.signIn(admin);
      const res = await refresh(t.app, session.cookie, { host: 'shop.example.com', origin: 'http://shop.example.com' });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses an Origin of the same host but another scheme (an https page calling an http server)', async () => {
      const session = await t.signIn(admin);
      const res = await refresh(t.app, session.cookie, {
        host: 'shop.example.com',
        origin: 'https://shop.example.com',
      });
      expectApiError(res, 403, 'Cross-site request refused');
      await rotate(session.cookie);
    });

    it('behind a trusted proxy, compares with the scheme the proxy reports', async () => {
      const proxied = await t.secondApp({ config: { trustProxy: true } });
      const session = await t.signIn(admin, proxied);
      const viaHttps = { host: 'shop.example.com', origin: 'https://shop.example.com', 'x-forwarded-proto': 'https' };
      const a = await refresh(proxied, session.cookie, viaHttps);
      expect(a.statusCode, a.body).toBe(200);
      const viaHttp = { host: 'shop.example.com', origin: 'https://shop.example.com', 'x-forwarded-proto': 'http' };
      expectApiError(await refresh(proxied, refreshCookie(a), viaHttp), 403, 'Cross-site request refused');
    });

    it('accepts a same-origin Origin when the Host header spells the default port', async () => {
      const session = await t.signIn(admin);
      const a = await refresh(t.app, session.cookie, {
        host: 'shop.example.com:80',
        origin: 'http://shop.example.com',
      });
      expect(a.statusCode, a.body).toBe(200);
      const b = await refresh(t.app, refreshCookie(a), { host: 'localhost:80', origin: 'http://localhost' });
      expect(b.statusCode, b.body).toBe(200);
      const c = await refresh(t.app, refreshCookie(b), { host: 'localhost:5173', origin: 'http://localhost:5173' });
      expect(c.statusCode, c.body).toBe(200);
    });

    it('accepts Sec-Fetch-Site: same-origin and none', async () => {
      const session = await t.signIn(admin);
      const a = await refresh(t.app, session.cookie, { 'sec-fetch-site': 'same-origin' });
      expect(a.statusCode, a.body).toBe(200);
      const b = await refresh(t.app, refreshCookie(a), { 'sec-fetch-site': 'none' });
      expect(b.statusCode, b.body).toBe(200);
    });
  });
});
