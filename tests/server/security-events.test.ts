import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helper';
import { refreshCookie, type TestUser } from './helpers/app';
import { createSellerRequest } from './helpers/fixtures';
import { bearer, freshAddress } from './helpers/http';
import { createEquipment } from './helpers/statusRecords';

/**
 * Issue 14 "Access": each security event is one structured log line of the right kind, about
 * the right account, and nothing secret the test used reaches the log.
 */

const t = withTestApp({ users: [] });
/** The app under test, logging into `logLines`. */
let app: FastifyInstance;
const logLines: string[] = [];
/** Every password, token and cookie value this file sends or receives, none of which may be logged. */
const secrets = new Set<string>();

interface LogLine {
  level: number;
  msg: string;
  security?: string;
  userId?: string;
  role?: string;
  email?: string;
  targetId?: string;
  reason?: string;
  statusCode?: number;
  route?: string;
  ip?: string;
  reqId?: string;
}
const WARN = 40;
const INFO = 30;

let admin: TestUser;
let vendor: TestUser;
let adminToken: string;

beforeAll(async () => {
  app = await t.secondApp({ log: { lines: logLines, level: 'info' } });
  [admin, vendor] = await Promise.all([
    t.addUser('ADMIN', { password: 'admin-events-secret' }),
    t.addUser('VENDOR', { password: 'vendor-events-secret' }),
  ]);
  adminToken = (await login(admin)).token;
});

/** Sends a request from an address of its own, remembering every secret in it and in its answer. */
async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { payload, headers = {} }: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<{ res: LightMyRequestResponse; ip: string }> {
  const ip = freshAddress();
  for (const value of Object.values(headers)) secrets.add(value.replace(/^(Bearer |refresh_token=)/, ''));
  for (const key of ['password', 'token'] as const) if (typeof payload?.[key] === 'string') secrets.add(payload[key]);
  const res = await app.inject({ method, url, headers, remoteAddress: ip, ...(payload ? { payload } : {}) });
  const answer = res.body.startsWith('{') ? res.json<Record<string, unknown>>() : {};
  for (const key of ['password', 'token'] as const) if (typeof answer[key] === 'string') secrets.add(answer[key]);
  const cookie = refreshCookie(res);
  if (cookie) secrets.add(cookie.replace('refresh_token=', ''));
  return { res, ip };
}

async function login(user: Pick<TestUser, 'email' | 'password'>) {
  const { res } = await call('POST', '/api/v1/auth/login', { payload: { email: user.email, password: user.password } });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json<{ token: string }>().token, cookie: refreshCookie(res)! };
}

const parsed = (): LogLine[] => logLines.map((line) => JSON.parse(line) as LogLine);

/** The security lines written while `act` ran. */
async function eventsOf(act: () => Promise<unknown>): Promise<LogLine[]> {
  const from = logLines.length;
  await act();
  return parsed()
    .slice(from)
    .filter((line) => line.security !== undefined);
}

describe('security events', () => {
  it('a wrong password: one warning naming the email tried and its account; an unknown email, no account', async () => {
    let ip = '';
    const events = await eventsOf(async () => {
      const sent = await call('POST', '/api/v1/auth/login', {
        payload: { email: vendor.email, password: 'not-the-vendor-password' },
      });
      expect(sent.res.statusCode).toBe(401);
      ip = sent.ip;
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      level: WARN,
      security: 'sign-in-failed',
      reason: 'invalid-credentials',
      email: vendor.email,
      userId: vendor.id,
      route: 'POST /api/v1/auth/login',
      ip,
    });
    expect(events[0]?.reqId).toBeDefined();

    const unknown = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/auth/login', {
        payload: { email: 'nobody@test.example', password: 'any-password-1' },
      });
      expect(res.statusCode).toBe(401);
    });
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ security: 'sign-in-failed', email: 'nobody@test.example' });
    expect(unknown[0]).not.toHaveProperty('userId');
  });

  it('a refused role, a missing or dead token, a pending password change: one warning each from the guard', async () => {
    const { token } = await login(vendor);
    const mustChange = await t.addUser('VENDOR', {
      password: 'generated-events-1',
      mustChangePassword: true,
    });
    const pending = await login(mustChange);
    const cases: [Record<string, string>, string, Partial<LogLine>][] = [
      [bearer(token), '/api/v1/vendors', { reason: 'role', statusCode: 403, userId: vendor.id, role: 'VENDOR' }],
      [{}, '/api/v1/vendors', { reason: 'anonymous', statusCode: 401 }],
      [bearer('not.a.token'), '/api/v1/vendors', { reason: 'invalid-token', statusCode: 401 }],
      [
        bearer(pending.token),
        '/api/v1/dashboard/vendor-dashboard',
        { reason: 'password-change', statusCode: 403, userId: mustChange.id },
      ],
    ];
    for (const [headers, url, expected] of cases) {
      const events = await eventsOf(async () => {
        const { res } = await call('GET', url, { headers });
        expect(res.statusCode).toBe(expected.statusCode);
      });
      expect(events, JSON.stringify(expected)).toHaveLength(1);
      expect(events[0]).toMatchObject({ level: WARN, security: 'access-refused', route: `GET ${url}`, ...expected });
    }
  });

  it('a spent refresh token presented again: one warning naming the account', async () => {
    const { cookie } = await login(vendor);
    const first = await call('POST', '/api/v1/auth/refresh-token', { headers: { cookie } });
    expect(first.res.statusCode, first.res.body).toBe(200);
    const events = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/auth/refresh-token', { headers: { cookie } });
      expect(res.statusCode).toBe(401);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ level: WARN, security: 'refresh-token-reused', userId: vendor.id });
    // A token that was never issued is no reuse: nothing to report about an account.
    const forged = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/auth/refresh-token', { headers: { cookie: 'refresh_token=forged' } });
      expect(res.statusCode).toBe(401);
    });
    expect(forged).toEqual([]);
  });

  it('a refresh cookie of a session ended by logout or a suspension: refused, and no reuse reported', async () => {
    const { cookie } = await login(vendor);
    const { res: out } = await call('POST', '/api/v1/auth/logout', { headers: { cookie } });
    expect(out.statusCode, out.body).toBe(200);
    const afterLogout = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/auth/refresh-token', { headers: { cookie } });
      expect(res.statusCode).toBe(401);
    });
    expect(afterLogout).toEqual([]);

    const user = await t.addUser('VENDOR', { password: 'suspended-refresh-1' });
    const session = await login(user);
    const { res: suspend } = await call('PUT', `/api/v1/vendors/${user.vendorId}`, {
      headers: bearer(adminToken),
      payload: { canSignIn: false },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const afterSuspension = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/auth/refresh-token', { headers: { cookie: session.cookie } });
      expect(res.statusCode).toBe(401);
    });
    expect(afterSuspension).toEqual([]);
  });

  it('a sign-in refused by a rate limit: one warning naming the email and the limit', async () => {
    const user = await t.addUser('VENDOR', { password: 'throttled-events-1' });
    const ip = freshAddress();
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        payload: { email: user.email, password: 'throttled-guess-1' },
      });
    for (let i = 1; i <= 10; i++) expect((await attempt()).statusCode).toBe(401);
    const events = await eventsOf(async () => {
      expect((await attempt()).statusCode).toBe(429);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      level: WARN,
      security: 'sign-in-throttled',
      reason: 'address-email',
      email: user.email,
      statusCode: 429,
      route: 'POST /api/v1/auth/login',
      ip,
    });
  });

  it('a request URL is logged with its query values redacted', async () => {
    const from = logLines.length;
    const { res } = await call('GET', '/api/v1/vendors?access_token=query-secret-abc&pageSize=5', {
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = logLines.slice(from);
    expect(lines.join('\n')).not.toContain('query-secret-abc');
    const logged = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url?: string }; res?: unknown; responseTime?: unknown })
      .filter((line) => line.req);
    // One line per request at info, as it is answered.
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/v1/vendors?access_token=[redacted]&pageSize=[redacted]' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('a password change: one info line naming the account', async () => {
    const user = await t.addUser('VENDOR', { password: 'before-change-1' });
    const { token } = await login(user);
    const events = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/auth/change-password', {
        headers: bearer(token),
        payload: { password: 'after-change-secret-1' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ level: INFO, security: 'password-changed', userId: user.id, role: 'VENDOR' });
  });

  it('a seller request accepted or rejected: one info line naming the admin and the request', async () => {
    const toAccept = await createSellerRequest(t.database, 'accepted-events@example.org');
    const accepted = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/seller-requests/accept-request', {
        headers: bearer(adminToken),
        payload: {
          name: toAccept.name,
          ownerName: toAccept.ownerName,
          email: toAccept.email,
          mobile: toAccept.mobile,
          address: toAccept.address,
          city: toAccept.city,
          state: toAccept.state,
          pincode: toAccept.pincode,
          requestId: toAccept.id,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      level: INFO,
      security: 'seller-request-accepted',
      userId: admin.id,
      role: 'ADMIN',
      targetId: toAccept.id,
      email: toAccept.email,
    });

    const toReject = await createSellerRequest(t.database, 'rejected-events@example.org');
    const rejected = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/seller-requests/reject-request', {
        headers: bearer(adminToken),
        payload: { requestId: toReject.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      level: INFO,
      security: 'seller-request-rejected',
      userId: admin.id,
      targetId: toReject.id,
    });
  });

  it('a vendor suspended, refused at sign-in, and reinstated: one line each', async () => {
    const user = await t.addUser('VENDOR', { password: 'suspended-vendor-1' });
    const setSignIn = (canSignIn: boolean) =>
      eventsOf(async () => {
        const { res } = await call('PUT', `/api/v1/vendors/${user.vendorId}`, {
          headers: bearer(adminToken),
          payload: { canSignIn },
        });
        expect(res.statusCode, res.body).toBe(200);
      });

    const suspended = await setSignIn(false);
    expect(suspended).toHaveLength(1);
    expect(suspended[0]).toMatchObject({
      level: INFO,
      security: 'vendor-suspended',
      userId: admin.id,
      targetId: user.vendorId,
    });

    const refused = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/auth/login', {
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(403);
    });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      level: WARN,
      security: 'sign-in-failed',
      reason: 'suspended',
      userId: user.id,
    });

    const reinstated = await setSignIn(true);
    expect(reinstated).toHaveLength(1);
    expect(reinstated[0]).toMatchObject({ level: INFO, security: 'vendor-reinstated', targetId: user.vendorId });
  });

  it('a calendar feed: created and revoked, one info line each naming the feed; its token never logged', async () => {
    const equipmentId = await createEquipment(t.database, { dailyRate: 900, stock: 1 });
    const headers = bearer(adminToken);
    let feed = { id: '', path: '' };
    const created = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/calendar-feeds', {
        payload: { subject: 'equipment', subjectId: equipmentId, label: 'Yard' },
        headers,
      });
      expect(res.statusCode, res.body).toBe(201);
      feed = res.json<{ data: { id: string; path: string } }>().data;
    });
    const token = feed.path.replace(/^.*\/|\.ics$/g, '');
    secrets.add(token);
    expect(created).toEqual([
      expect.objectContaining({ level: INFO, security: 'calendar-feed-created', userId: admin.id, targetId: feed.id }),
    ]);
    expect((await call('GET', feed.path)).res.statusCode).toBe(200);
    const revoked = await eventsOf(async () => {
      const { res } = await call('POST', '/api/v1/calendar-feeds/revoke', { payload: { id: feed.id }, headers });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(revoked).toEqual([
      expect.objectContaining({ level: INFO, security: 'calendar-feed-revoked', userId: admin.id, targetId: feed.id }),
    ]);
    expect((await call('GET', feed.path)).res.statusCode).toBe(404);
  });

  it('the whole log holds no password, token, refresh cookie or hash the test used', () => {
    const log = logLines.join('\n');
    // Every kind was logged above, so this searches the lines that matter.
    const kinds = new Set(parsed().map((line) => line.security));
    expect([...kinds].filter(Boolean).sort()).toEqual([
      'access-refused',
      'calendar-feed-created',
      'calendar-feed-revoked',
      'password-changed',
      'refresh-token-reused',
      'seller-request-accepted',
      'seller-request-rejected',
      'sign-in-failed',
      'sign-in-throttled',
      'vendor-reinstated',
      'vendor-suspended',
    ]);
    const used = [...secrets].filter((s) => s.length >= 6);
    // The passwords, access tokens, refresh cookies and the generated seller password, at least.
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((secret) => log.includes(secret))).toEqual([]);
    expect(log).not.toContain('$argon2');
  });
});
