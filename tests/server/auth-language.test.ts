import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { bearer, claimsOf, expectApiError, refresh, refreshCookieOf } from './helpers/http';

const t = withTestApp({ users: [] });

const setLanguage = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/language', headers, payload: payload as object });

const storedLanguage = async (id: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('POST /api/v1/auth/language', () => {
  it('keeps an admin and a vendor language, which every later sign-in and refresh carries', async () => {
    for (const role of ['ADMIN', 'VENDOR'] as const) {
      const { user, ...session } = await t.signUp(role);
      expect(claimsOf(session.token).language).toBe('en');

      const res = await setLanguage(session.headers, { language: 'hi' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Language changed', language: 'hi' });
      expect(await storedLanguage(user.id)).toBe('hi');

      // Another browser: a fresh sign-in opens in Hindi; so does this one's next refresh.
      const other = await t.signIn(user);
      expect(claimsOf(other.token).language).toBe('hi');
      const renewed = await refresh(t.app, session.cookie);
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(claimsOf(renewed.json<{ token: string }>().token).language).toBe('hi');
      expect(refreshCookieOf(renewed)).toBeTruthy();

      const back = await setLanguage(other.headers, { language: 'en' });
      expect(back.statusCode, back.body).toBe(200);
      expect(await storedLanguage(user.id)).toBe('en');
    }
  });

  it('refuses an unknown or missing language with 400 and keeps the stored one', async () => {
    const { user, ...session } = await t.signUp('ADMIN');
    await setLanguage(session.headers, { language: 'hi' });
    for (const payload of [{ language: 'fr' }, { language: 'HI' }, { language: '' }, {}, { language: 1 }]) {
      const body = expectApiError(await setLanguage(session.headers, payload), 400, 'Language must be one of en, hi');
      expect(body.errors).toEqual({ language: 'Language must be one of en, hi' });
    }
    expect(await storedLanguage(user.id)).toBe('hi');
  });

  it('refuses the anonymous (401) and a customer (403), changing nothing', async () => {
    expectApiError(await setLanguage({}, { language: 'hi' }), 401, 'Please sign in to continue');
    const customer = await t.signUp('CUSTOMER');
    expectApiError(
      await setLanguage(bearer(customer.token), { language: 'hi' }),
      403,
      'You do not have permission to do this',
    );
    expect(await storedLanguage(customer.user.id)).toBe('en');
  });

  it('waits, like every other call, for a generated password to be changed (403)', async () => {
    const { user, ...session } = await t.signUp('VENDOR', { mustChangePassword: true });
    expectApiError(
      await setLanguage(session.headers, { language: 'hi' }),
      403,
      'Please change your password before continuing',
    );
    expect(await storedLanguage(user.id)).toBe('en');
  });

  it('refuses a value outside the list in the database itself', async () => {
    const { user } = await t.signUp('ADMIN');
    await expect(
      t.database.db
        .update(users)
        .set({ language: 'xx' as 'en' })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
    expect(await storedLanguage(user.id)).toBe('en');
  });
});
