import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vendors } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { claimsOf, expectApiError, freshAddress, refreshCookieOf } from './helpers/http';

const t = withTestApp({ users: [] });

/** Each call from its own address: signup is rate limited per address. */
const signup = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/vendor-signup',
    remoteAddress: freshAddress(),
    payload: payload as object,
  });

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Sharma Building Supplies',
  email: `shop-${Math.random().toString(36).slice(2)}@test.example`,
  mobile: '9876543210',
  password: 'secret1',
  ...over,
});

async function userByEmail(email: string) {
  return t.database.db.query.users.findFirst({ where: eq(users.email, email) });
}

describe('POST /api/v1/auth/vendor-signup', () => {
  it('creates a VENDOR user with its vendor profile, returns a token and sets the refresh cookie', async () => {
    const body = valid();
    const res = await signup(body);
    expect(res.statusCode, res.body).toBe(200);

    const user = await userByEmail(body.email);
    expect(user).toMatchObject({
      name: body.name,
      email: body.email,
      mobile: body.mobile,
      role: 'VENDOR',
      mustChangePassword: false,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(body.password);
    const vendor = await t.database.db.query.vendors.findFirst({ where: eq(vendors.userId, user!.id) });
    expect(vendor).toMatchObject({ userId: user!.id, name: body.name });

    const claims = claimsOf(res.json<{ token: string }>().token);
    expect(claims).toMatchObject({
      sub: user!.id,
      name: body.name,
      email: body.email,
      role: 'VENDOR',
      vendorId: vendor!.id,
    });

    expect(refreshCookieOf(res)).toMatchObject({ path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' });

    // The new account signs in with its password and reaches its dashboard.
    const session = await t.signIn({ email: body.email, password: body.password });
    const dash = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/vendor-dashboard',
      headers: session.headers,
    });
    expect(dash.statusCode, dash.body).toBe(200);
  });

  it('stores the email trimmed and in lower case', async () => {
    const email = `Mixed.Case-${Date.now()}@Test.Example`;
    const res = await signup(valid({ email: `  ${email} ` }));
    expect(res.statusCode, res.body).toBe(200);
    expect(claimsOf(res.json<{ token: string }>().token).email).toBe(email.toLowerCase());
    expect(await userByEmail(email.toLowerCase())).toBeDefined();
  });

  it('ignores fields it does not know: role ADMIN still makes a VENDOR', async () => {
    const forcedId = '00000000-0000-4000-8000-000000000000';
    const body = valid({ role: 'ADMIN', mustChangePassword: true, id: forcedId });
    const res = await signup(body);
    expect(res.statusCode, res.body).toBe(200);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ role: 'VENDOR', mustChangePassword: false });
    expect(user!.id).not.toBe(forcedId);
    const claims = claimsOf(res.json<{ token: string }>().token);
    expect(claims.role).toBe('VENDOR');
    expect(claims.mustChangePassword).toBeUndefined();
  });

  it('refuses an email that already has an account with 409, whatever its case, and creates nothing', async () => {
    const existing = await t.addUser('ADMIN');
    const before = await t.database.db.$count(users);
    for (const email of [existing.email, `  ${existing.email.toUpperCase()} `]) {
      const res = await signup(valid({ email }));
      const body = expectApiError(res, 409, 'An account with this email already exists');
      expect(body.errors).toEqual({ email: 'An account with this email already exists' });
      expect(refreshCookieOf(res)).toBeUndefined();
    }
    expect(await t.database.db.$count(users)).toBe(before);
    // The existing account is untouched: still an admin with its own password.
    expect((await userByEmail(existing.email))?.role).toBe('ADMIN');
    await t.signIn(existing);
  });

  describe('validation', () => {
    it('an empty body: every field gets its message', async () => {
      const body = expectApiError(await signup({}), 400, 'Name is required');
      expect(body.errors).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        mobile: 'Mobile number is required',
        password: 'Password is required',
      });
    });

    it('a blank name', async () => {
      const body = expectApiError(await signup(valid({ name: '   ' })), 400, 'Name is required');
      expect(body.errors).toEqual({ name: 'Name is required' });
    });

    it('a missing email', async () => {
      const body = expectApiError(await signup(valid({ email: undefined })), 400, 'Email is required');
      expect(body.errors).toEqual({ email: 'Email is required' });
    });

    it('an invalid email', async () => {
      const body = expectApiError(await signup(valid({ email: 'shop@' })), 400, 'Invalid email format');
      expect(body.errors).toEqual({ email: 'Invalid email format' });
    });

    it('a missing mobile', async () => {
      const body = expectApiError(await signup(valid({ mobile: '' })), 400, 'Mobile number is required');
      expect(body.errors).toEqual({ mobile: 'Mobile number is required' });
    });

    it('a mobile that is not exactly 10 digits', async () => {
      for (const mobile of ['987654321', '98765432101', '98765abcde', '+919876543']) {
        const body = expectApiError(await signup(valid({ mobile })), 400, 'Mobile number must be 10 digits');
        expect(body.errors).toEqual({ mobile: 'Mobile number must be 10 digits' });
      }
    });

    it('a password under 6 characters', async () => {
      const body = expectApiError(
        await signup(valid({ password: '12345' })),
        400,
        'Password must be at least 6 characters long',
      );
      expect(body.errors).toEqual({ password: 'Password must be at least 6 characters long' });
    });

    it('a missing or empty password', async () => {
      for (const password of ['', undefined]) {
        const body = expectApiError(await signup(valid({ password })), 400, 'Password is required');
        expect(body.errors).toEqual({ password: 'Password is required' });
      }
    });

    it('accepts a password of exactly 6 characters', async () => {
      const res = await signup(valid({ password: '123456' }));
      expect(res.statusCode, res.body).toBe(200);
    });

    it('a refused signup writes nothing', async () => {
      const email = `refused-${Date.now()}@test.example`;
      expectApiError(await signup(valid({ email, mobile: '123' })), 400);
      expect(await userByEmail(email)).toBeUndefined();
    });

    it('a body that is not JSON gets a clear 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/vendor-signup',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json' },
        payload: 'name=x',
      });
      expectApiError(res, 400, 'The request body is not valid JSON');
    });
  });
});
