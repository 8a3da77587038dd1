import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS } from '../../src/server/auth/sessionCheck';
import { SESSION_ENDED_CHANNEL } from '../../src/server/auth/sessionEnds';
import { refreshTokens } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { categoriesWith, claimsOf, expectApiError, logout, refusedWithin } from './helpers/http';

const EXPIRED = 'Your session has expired, please sign in again';
/** "At once": well inside the time an instance keeps a session check's answer. */
const AT_ONCE_MS = SESSION_CHECK_TTL_MS / 4;

/** Two instances (two apps) on one PostgreSQL database, each keeping its session checks' answers. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a session ended on one instance, on another', () => {
  const t = withTestApp({ users: ['admin'] });
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await t.secondApp({});
  });

  /** The other instance answers the token now, so it keeps that answer for up to the TTL. */
  const keptByOther = async (token: string) => expect((await categoriesWith(other, token)).statusCode).toBe(200);

  const expectRefusedAtOnce = async (token: string) => {
    const { res, after } = await refusedWithin(other, token, SESSION_CHECK_TTL_MS + 500);
    expectApiError(res, 401, EXPIRED);
    expect(after).toBeLessThan(AT_ONCE_MS);
  };

  /** Ends (or restores) a session in the database without announcing it, as a write with triggers off would. */
  const setRevokedSilently = (token: string, revoked: boolean) =>
    t.database.db.transaction(async (tx) => {
      const { sid } = claimsOf(token);
      if (!sid) throw new Error('a token without a session');
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(refreshTokens)
        .set({ revokedAt: revoked ? sql`now()` : null })
        .where(eq(refreshTokens.familyId, sid));
    });

  /** Whether the other instance keeps answers now: a session ended silently is still served by it. */
  const otherKeepsAnswers = async (token: string) => {
    // Not kept when refused at first: the "ended" it read on a turn before is kept for the TTL.
    const served = (await categoriesWith(other, token)).statusCode === 200;
    await setRevokedSilently(token, true);
    const kept = served && (await categoriesWith(other, token)).statusCode === 200;
    await setRevokedSilently(token, false);
    return kept;
  };

  const until = async (condition: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('control: an end nobody announces is served from the kept answer until it lapses', async () => {
    const { token } = await t.signIn(t.admin.user);
    await keptByOther(token);
    await setRevokedSilently(token, true);
    const { res, after } = await refusedWithin(other, token, AT_ONCE_MS);
    expect(res.statusCode).toBe(200);
    expect(after).toBeGreaterThan(AT_ONCE_MS);
  });

  it('a logout', async () => {
    const session = await t.signIn(t.admin.user);
    await keptByOther(session.token);
    expect((await logout(t.app, session.cookie)).statusCode).toBe(200);
    await expectRefusedAtOnce(session.token);
  });

  it('a password change ends the earlier sessions there too', async () => {
    const { user: vendor, ...earlier } = await t.signUp('VENDOR');
    const current = await t.signIn(vendor);
    await keptByOther(earlier.token);
    const res = await current.post('/api/v1/auth/change-password', { password: 'a-new-password' });
    expect(res.statusCode, res.body).toBe(200);
    await expectRefusedAtOnce(earlier.token);
    expect((await categoriesWith(other, res.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it("a vendor's suspension", async () => {
    const vendor = await t.signUp('VENDOR');
    await keptByOther(vendor.token);
    const res = await t.admin.inject({
      method: 'PUT',
      url: `/api/v1/vendors/${vendor.vendorId}`,
      payload: { canSignIn: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectRefusedAtOnce(vendor.token);
  });

  it('keeps no answer while it does not listen, and listens again by itself', async () => {
    const { token } = await t.signIn(t.admin.user);
    expect(await otherKeepsAnswers(token)).toBe(true);
    const { rows } = await t.database.db.execute<{ ended: boolean }>(sql`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and application_name = ${`listen ${SESSION_ENDED_CHANNEL}`}`);
    // Both instances' listeners.
    expect(rows.map((row) => row.ended)).toEqual([true, true]);
    await until(async () => !(await otherKeepsAnswers(token)), 1000);
    // The first retry comes 250 ms after the drop.
    await until(() => otherKeepsAnswers(token), 3000);
  });
});
