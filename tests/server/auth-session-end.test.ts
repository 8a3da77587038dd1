import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS } from '../../src/server/auth/sessionCheck';
import { users } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { categoriesWith, claimsOf, expectApiError, logout, refresh, refusedWithin, signRaw } from './helpers/http';

const EXPIRED = 'Your session has expired, please sign in again';
const SUSPENDED = 'This account is suspended; please contact the marketplace team';

const t = withTestApp({ users: [] });

const categories = (token: string) => categoriesWith(t.app, token);

/** Polls until the token is refused, for changes made straight in the database (no API call). */
const refused = async (token: string, ms: number) => (await refusedWithin(t.app, token, ms)).res;

describe('an access token ends with its session and its account', () => {
  it("logging out ends that session's access token at once; another session of the account goes on", async () => {
    const { user: admin, ...first } = await t.signUp('ADMIN');
    const second = await t.signIn(admin);
    expect((await categories(first.token)).statusCode).toBe(200);
    expect((await logout(t.app, first.cookie)).statusCode).toBe(200);
    expectApiError(await categories(first.token), 401, EXPIRED);
    expect((await categories(second.token)).statusCode).toBe(200);
  });

  it('a password change ends every earlier access token at once; the new one works', async () => {
    const { user: vendor, ...other } = await t.signUp('VENDOR');
    const current = await t.signIn(vendor);
    expect((await categories(other.token)).statusCode).toBe(200);
    const res = await current.post('/api/v1/auth/change-password', { password: 'a-new-password' });
    expect(res.statusCode, res.body).toBe(200);
    expectApiError(await categories(other.token), 401, EXPIRED);
    expectApiError(await categories(current.token), 401, EXPIRED);
    expect((await categories(res.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it("a refresh token presented twice (theft) ends the session's access token too", async () => {
    const { user: admin, ...session } = await t.signUp('ADMIN');
    const rotated = await refresh(t.app, session.cookie);
    const next = rotated.json<{ token: string }>().token;
    expect((await categories(next)).statusCode).toBe(200);
    expectApiError(await refresh(t.app, session.cookie), 401);
    expectApiError(await categories(next), 401, EXPIRED);
  });

  it("a deleted account's token is refused (within the session cache's TTL)", async () => {
    const admin = await t.addUser('ADMIN');
    const { token } = await t.signIn(admin);
    expect((await categories(token)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, admin.id));
    expectApiError(await refused(token, SESSION_CHECK_TTL_MS + 500), 401, EXPIRED);
  });

  it('a suspended account: its token refused, its sign-in and refresh refused with a clear message', async () => {
    const { user: vendor, ...session } = await t.signUp('VENDOR');
    expect((await categories(session.token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: sql`now()` }).where(eq(users.id, vendor.id));
    expectApiError(await refused(session.token, SESSION_CHECK_TTL_MS + 500), 401, EXPIRED);
    expectApiError(await refresh(t.app, session.cookie), 403, SUSPENDED);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: vendor.email, password: vendor.password },
    });
    expectApiError(login, 403, SUSPENDED);
    // A wrong password says nothing about the suspension.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: vendor.email, password: 'not-it' },
    });
    expectApiError(wrong, 401, 'Invalid email or password');
  });
});

describe('tokens the server must not accept even when signed with its key', () => {
  it('a token without an expiry', async () => {
    const admin = await t.addUser('ADMIN');
    const claims = claimsOf((await t.signIn(admin)).token);
    const { exp: _exp, iat: _iat, sub, ...rest } = claims;
    const noExpiry = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expectApiError(await categories(noExpiry), 401, EXPIRED);
    // control: the same claims with an expiry are accepted
    expect((await categories(await signRaw(t.config.jwtSecret, { ...rest, sub }))).statusCode).toBe(200);
  });

  it('a token without a session, or naming a session that does not exist', async () => {
    const admin = await t.addUser('ADMIN');
    const { exp: _exp, iat: _iat, sid: _sid, ...rest } = claimsOf((await t.signIn(admin)).token);
    expectApiError(await categories(await signRaw(t.config.jwtSecret, rest)), 401, EXPIRED);
    const unknown = await signRaw(t.config.jwtSecret, { ...rest, sid: crypto.randomUUID() });
    expectApiError(await categories(unknown), 401, EXPIRED);
  });
});
