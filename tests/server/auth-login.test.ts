import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../../src/server/auth/tokens';
import { refreshTokens, users } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import type { TestUser } from './helpers/app';
import { claimsOf, expectApiError, freshAddress, refreshCookieOf } from './helpers/http';

const t = withTestApp({ users: [] });
let admin: TestUser;
let vendor: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, vendor, customer] = await Promise.all([t.addUser('ADMIN'), t.addUser('VENDOR'), t.addUser('CUSTOMER')]);
});

/** Each call from its own address, so the login rate limit never interferes here. */
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: freshAddress(),
    headers,
    payload: payload as string,
  });

describe('POST /api/v1/auth/login', () => {
  it('signs an admin in: a token whose claims carry sub, name, email and role', async () => {
    const res = await login({ email: admin.email, password: admin.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string }>();
    expect(Object.keys(body)).toEqual(['token']);
    const claims = claimsOf(body.token);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, admin.id));
    expect(row?.name).toMatch(/^ADMIN \d+$/);
    expect(claims).toMatchObject({ sub: admin.id, email: admin.email, role: 'ADMIN', name: row!.name });
    expect(claims.vendorId).toBeUndefined();
    expect(claims.mustChangePassword).toBeUndefined();
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);
  });

  it('puts the vendor profile in a vendor token', async () => {
    const res = await login({ email: vendor.email, password: vendor.password });
    expect(res.statusCode, res.body).toBe(200);
    const claims = claimsOf(res.json<{ token: string }>().token);
    expect(claims).toMatchObject({ sub: vendor.id, email: vendor.email, role: 'VENDOR', vendorId: vendor.vendorId });
    expect(vendor.vendorId).toBeTruthy();
  });

  it('signs a customer in with the CUSTOMER role (the admin app sends it to /unauthorized)', async () => {
    const res = await login({ email: customer.email, password: customer.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(claimsOf(res.json<{ token: string }>().token)).toMatchObject({ sub: customer.id, role: 'CUSTOMER' });
  });

  it('sets an httpOnly, SameSite=Strict refresh cookie scoped to /api/v1/auth, stored only as a hash', async () => {
    const res = await login({ email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    const cookie = refreshCookieOf(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({
      path: '/api/v1/auth',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 14 * 24 * 60 * 60,
    });
    expect(cookie!.secure).toBeFalsy(); // test config is not production
    expect(cookie!.value.length).toBeGreaterThanOrEqual(40);
    const setCookie = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/refresh_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);

    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, admin.id));
    expect(rows.map((r) => r.tokenHash)).toContain(hashRefreshToken(cookie!.value));
    expect(rows.some((r) => r.tokenHash === cookie!.value)).toBe(false);
  });

  it('gives each sign-in a different refresh cookie', async () => {
    const a = refreshCookieOf(await login({ email: admin.email, password: admin.password }));
    const b = refreshCookieOf(await login({ email: admin.email, password: admin.password }));
    expect(a?.value).toBeTruthy();
    expect(a?.value).not.toBe(b?.value);
  });

  it('reads the email case- and space-insensitively', async () => {
    const res = await login({ email: `  ${admin.email.toUpperCase()}  `, password: admin.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(claimsOf(res.json<{ token: string }>().token).sub).toBe(admin.id);
  });

  it('does not trim or fold the password', async () => {
    expectApiError(
      await login({ email: admin.email, password: ` ${admin.password}` }),
      401,
      'Invalid email or password',
    );
    expectApiError(
      await login({ email: admin.email, password: admin.password.toUpperCase() }),
      401,
      'Invalid email or password',
    );
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    const res = await login({ email: admin.email, password: 'wrong-password' });
    expect(expectApiError(res, 401, 'Invalid email or password')).toEqual({ message: 'Invalid email or password' });
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('refuses an unknown email with the very same answer', async () => {
    const unknown = await login({ email: 'nobody@test.example', password: 'whatever1' });
    const wrong = await login({ email: admin.email, password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(refreshCookieOf(unknown)).toBeUndefined();
  });

  it('refuses an account that has no password', async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ name: 'No password', email: 'nopass@test.example', role: 'ADMIN', passwordHash: null })
      .returning();
    expect(row).toBeDefined();
    expectApiError(
      await login({ email: 'nopass@test.example', password: 'anything' }),
      401,
      'Invalid email or password',
    );
  });

  it('ignores unknown body fields: a vendor cannot sign in as an admin', async () => {
    const res = await login({
      email: vendor.email,
      password: vendor.password,
      role: 'ADMIN',
      sub: admin.id,
      vendorId: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    const claims = claimsOf(res.json<{ token: string }>().token);
    expect(claims).toMatchObject({ sub: vendor.id, role: 'VENDOR', vendorId: vendor.vendorId });
  });

  describe('validation', () => {
    it('a missing email and password: each field gets its message', async () => {
      const body = expectApiError(await login({}), 400, 'Email is required');
      expect(body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    });

    it('a blank email is missing', async () => {
      const body = expectApiError(await login({ email: '   ', password: 'x' }), 400, 'Email is required');
      expect(body.errors).toEqual({ email: 'Email is required' });
    });

    it('an email that is not a string is missing', async () => {
      const body = expectApiError(await login({ email: 42, password: 'x' }), 400, 'Email is required');
      expect(body.errors).toEqual({ email: 'Email is required' });
    });

    it('an invalid email', async () => {
      const body = expectApiError(await login({ email: 'not-an-email', password: 'x' }), 400, 'Invalid email format');
      expect(body.errors).toEqual({ email: 'Invalid email format' });
    });

    it('a missing password', async () => {
      const body = expectApiError(await login({ email: admin.email }), 400, 'Password is required');
      expect(body.errors).toEqual({ password: 'Password is required' });
    });

    it('an empty password', async () => {
      const body = expectApiError(await login({ email: admin.email, password: '' }), 400, 'Password is required');
      expect(body.errors).toEqual({ password: 'Password is required' });
    });
  });

  describe('a body that is not a JSON object', () => {
    it('malformed JSON gets a clear 400', async () => {
      const res = await login('{"email": "a@b.co", ', { 'content-type': 'application/json' });
      expect(expectApiError(res, 400, 'The request body is not valid JSON')).toEqual({
        message: 'The request body is not valid JSON',
      });
    });

    it('no body at all gets a clear 400', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: freshAddress() });
      expectApiError(res, 400, 'The request body must be a JSON object');
    });

    it('an empty JSON body gets a clear 400', async () => {
      expectApiError(
        await login('', { 'content-type': 'application/json' }),
        400,
        'The request body must be a JSON object',
      );
    });

    it('JSON that is not an object (a string, an array, null) gets a clear 400', async () => {
      for (const payload of ['"a@b.co"', '[]', 'null', '42']) {
        expectApiError(
          await login(payload, { 'content-type': 'application/json' }),
          400,
          'The request body must be a JSON object',
        );
      }
    });

    it('a plain-text body gets a clear 400', async () => {
      expectApiError(
        await login('email=a@b.co', { 'content-type': 'text/plain' }),
        400,
        'The request body must be a JSON object',
      );
    });

    it('a form-encoded body is refused as an unsupported media type', async () => {
      expectApiError(
        await login('email=a%40b.co&password=x', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'Unsupported Media Type',
      );
    });

    it('a body over the limit is refused with 413', async () => {
      expectApiError(
        await login({ email: admin.email, password: 'x'.repeat(1024 * 1024 + 10) }),
        413,
        'Request body is too large',
      );
    });
  });
});
