import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { refreshCookie } from './helpers/app';
import { bearer, claimsOf, expectApiError, loginStatus, refresh, refreshCookieOf } from './helpers/http';

const t = withTestApp({ users: [] });

const changePassword = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers, payload: payload as object });

const dashboard = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/dashboard/vendor-dashboard', headers: bearer(token) });

describe('POST /api/v1/auth/change-password', () => {
  it('needs an access token: 401 anonymous', async () => {
    expectApiError(await changePassword({}, { password: 'new-secret' }), 401, 'Please sign in to continue');
  });

  it('refuses a password under 6 characters with 400 and keeps the old one', async () => {
    const { user, ...session } = await t.signUp('VENDOR');
    for (const password of ['12345', '', undefined]) {
      const body = expectApiError(
        await changePassword(session.headers, { password }),
        400,
        'Password must be at least 6 characters long',
      );
      expect(body.errors).toEqual({ password: 'Password must be at least 6 characters long' });
    }
    expect(await loginStatus(t.app, user.email, user.password)).toBe(200);
  });

  it('changes the password: a new token, the new password signs in, the old one fails', async () => {
    const { user, ...session } = await t.signUp('VENDOR');
    const res = await changePassword(session.headers, { password: 'brand-new-secret' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; message?: string }>();
    expect(body.message).toBe('Password changed successfully');
    expect(claimsOf(body.token)).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'VENDOR',
      vendorId: user.vendorId,
    });
    expect(refreshCookieOf(res)).toMatchObject({ path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' });

    expect(await loginStatus(t.app, user.email, 'brand-new-secret')).toBe(200);
    expect(await loginStatus(t.app, user.email, user.password)).toBe(401);
  });

  it('works for an admin too', async () => {
    const { user, ...session } = await t.signUp('ADMIN');
    const res = await changePassword(session.headers, { password: 'admin-secret-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await loginStatus(t.app, user.email, 'admin-secret-2')).toBe(200);
  });

  it('signs every other session out; the new cookie it sets keeps working', async () => {
    const { user, ...other } = await t.signUp('VENDOR');
    const current = await t.signIn(user);
    const res = await changePassword(current.headers, { password: 'rotate-everything' });
    expect(res.statusCode, res.body).toBe(200);

    expectApiError(await refresh(t.app, other.cookie), 401, 'Invalid refresh token');
    expectApiError(await refresh(t.app, current.cookie), 401, 'Invalid refresh token');

    const fresh = refreshCookie(res);
    expect(fresh).toBeDefined();
    const renewed = await refresh(t.app, fresh);
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it('ignores fields other than the password', async () => {
    const { user, ...session } = await t.signUp('VENDOR');
    const res = await changePassword(session.headers, {
      password: 'another-secret',
      role: 'ADMIN',
      userId: 'x',
      email: 'x@y.z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.database.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row).toMatchObject({ role: 'VENDOR', email: user.email });
    expect(claimsOf(res.json<{ token: string }>().token).role).toBe('VENDOR');
  });

  it('answers 401 when the account behind a still-valid token is gone', async () => {
    const { user, ...session } = await t.signUp('ADMIN');
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expectApiError(await changePassword(session.headers, { password: 'no-such-user' }), 401);
  });

  describe('an account created with a generated password', () => {
    it('is held at 403 on other routes until it changes the password', async () => {
      const { user, ...session } = await t.signUp('VENDOR', { mustChangePassword: true });
      expect(claimsOf(session.token).mustChangePassword).toBe(true);

      expectApiError(await dashboard(session.token), 403, 'Please change your password before continuing');

      // A refresh keeps the account held back.
      const renewed = await refresh(t.app, session.cookie);
      expect(renewed.statusCode).toBe(200);
      const renewedToken = renewed.json<{ token: string }>().token;
      expect(claimsOf(renewedToken).mustChangePassword).toBe(true);
      expectApiError(await dashboard(renewedToken), 403, 'Please change your password before continuing');

      const res = await changePassword(bearer(renewedToken), { password: 'my-own-password' });
      expect(res.statusCode, res.body).toBe(200);
      const token = res.json<{ token: string }>().token;
      expect(claimsOf(token).mustChangePassword).toBeUndefined();
      expect((await dashboard(token)).statusCode).toBe(200);

      const row = await t.database.db.query.users.findFirst({ where: eq(users.id, user.id) });
      expect(row?.mustChangePassword).toBe(false);

      // A later sign-in and refresh no longer carry the flag.
      const later = await t.signIn({ email: user.email, password: 'my-own-password' });
      expect(claimsOf(later.token).mustChangePassword).toBeUndefined();
      expect((await dashboard(later.token)).statusCode).toBe(200);
    });

    it('an admin that must change its password is held back the same way', async () => {
      const { user, ...session } = await t.signUp('ADMIN', { mustChangePassword: true });
      expect(claimsOf(session.token).mustChangePassword).toBe(true);
      const res = await changePassword(session.headers, { password: 'admin-own-password' });
      expect(res.statusCode, res.body).toBe(200);
      expect(claimsOf(res.json<{ token: string }>().token).mustChangePassword).toBeUndefined();
    });
  });
});
