import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTestApp } from './helper';
import { refreshCookie } from './helpers/app';
import { bearer, claimsOf, expectApiError, loginStatus, refresh } from './helpers/http';

const NEED_CURRENT = 'Please enter your current password to continue';
const WRONG_CURRENT = 'Current password is incorrect';

const t = withTestApp({ users: [] });

const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers: bearer(token), payload });

/** Moves the clock the server reads (Date only: timers, and so the database, keep real time). */
const minutesLater = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);

const tokenOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
};

const expectNeedsCurrent = (res: LightMyRequestResponse, message = NEED_CURRENT) =>
  expect(expectApiError(res, 403, message).errors).toEqual({ currentPassword: message });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('change password: recent sign-in (RECENT_SIGN_IN_MINUTES, 10 by default)', () => {
  it('needs no current password within 10 minutes of signing in', async () => {
    const { user, token } = await t.signUp('VENDOR');
    expect(claimsOf(token).auth_time).toBe(Math.floor(Date.now() / 1000));
    minutesLater(9);
    tokenOf(await changePassword(token, { password: 'within-window' }));
    expect(await loginStatus(t.app, user.email, 'within-window')).toBe(200);
  });

  it('after the window refuses with 403 naming currentPassword, and changes nothing', async () => {
    const { user, token } = await t.signUp('VENDOR');
    minutesLater(11);
    expectNeedsCurrent(await changePassword(token, { password: 'too-late-alone' }));
    expect(await loginStatus(t.app, user.email, user.password)).toBe(200);
    expect(await loginStatus(t.app, user.email, 'too-late-alone')).toBe(401);
  });

  it('after the window accepts the right current password; the new token is a fresh sign-in', async () => {
    const { user, token } = await t.signUp('ADMIN');
    minutesLater(14); // the access token lives 15 minutes
    const res = await changePassword(token, { password: 'with-current', currentPassword: user.password });
    const fresh = tokenOf(res);
    expect(claimsOf(fresh).auth_time).toBe(Math.floor(Date.now() / 1000));
    expect(await loginStatus(t.app, user.email, 'with-current')).toBe(200);
    // Typing the password again restarts the window for the session it started.
    minutesLater(5);
    tokenOf(await changePassword(fresh, { password: 'again-alone' }));
    expect(refreshCookie(res)).toBeDefined();
  });

  it('refuses a wrong current password (inside the window too) and changes nothing', async () => {
    const { user, token } = await t.signUp('VENDOR');
    expectNeedsCurrent(
      await changePassword(token, { password: 'not-allowed', currentPassword: 'wrong-guess' }),
      WRONG_CURRENT,
    );
    minutesLater(11);
    expectNeedsCurrent(
      await changePassword(token, { password: 'not-allowed', currentPassword: 'wrong-guess' }),
      WRONG_CURRENT,
    );
    expect(await loginStatus(t.app, user.email, user.password)).toBe(200);
  });

  it('keeps the sign-in time through refreshes: a refresh does not restart the window', async () => {
    const { cookie } = await t.signUp('VENDOR');
    const signedInAt = Math.floor(Date.now() / 1000);
    minutesLater(6);
    const first = await refresh(t.app, cookie);
    const renewed = tokenOf(first);
    expect(claimsOf(renewed).auth_time).toBe(signedInAt);
    minutesLater(5); // 11 minutes after signing in, 5 after the refresh
    const again = await refresh(t.app, refreshCookie(first));
    const latest = tokenOf(again);
    expect(claimsOf(latest).auth_time).toBe(signedInAt);
    expectNeedsCurrent(await changePassword(renewed, { password: 'stolen-takeover' }));
    expectNeedsCurrent(await changePassword(latest, { password: 'stolen-takeover' }));
  });

  it('holds an account that must change its password to the same rules', async () => {
    const { user, token } = await t.signUp('VENDOR', { mustChangePassword: true });
    minutesLater(11);
    expectNeedsCurrent(await changePassword(token, { password: 'my-own-password' }));
    const res = await changePassword(token, { password: 'my-own-password', currentPassword: user.password });
    expect(claimsOf(tokenOf(res)).mustChangePassword).toBeUndefined();
  });

  it('refuses a new password equal to the current one', async () => {
    const { user, token } = await t.signUp('VENDOR');
    const body = expectApiError(
      await changePassword(token, { password: user.password }),
      400,
      'New password must be different from the current password',
    );
    expect(body.errors).toEqual({ password: 'New password must be different from the current password' });
  });

  it('is no password oracle: 10 tries per account in 15 minutes, then 429', async () => {
    const { user, token } = await t.signUp('VENDOR');
    for (let i = 0; i < 10; i++) {
      expectNeedsCurrent(
        await changePassword(token, { password: 'guessing', currentPassword: `guess-${i}` }),
        WRONG_CURRENT,
      );
    }
    // Counted per account: another session of the same account is limited too, the right password included.
    const other = await t.signIn(user);
    const limited = await changePassword(other.token, { password: 'guessing', currentPassword: user.password });
    expectApiError(limited, 429, 'Too many attempts, please try again later');
    expect(await loginStatus(t.app, user.email, user.password)).toBe(200);
  });
});

describe('RECENT_SIGN_IN_MINUTES', () => {
  it('sets the window', async () => {
    const app = await t.secondApp({ env: { RECENT_SIGN_IN_MINUTES: '30' } });
    const { token } = await t.signIn(await t.addUser('VENDOR'), app);
    minutesLater(12);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(token),
      payload: { password: 'longer-window' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
