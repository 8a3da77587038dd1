import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredAccess } from '../../src/server/auth/guard';
import { hashPassword } from '../../src/server/auth/passwords';
import { users } from '../../src/server/db/schema';
import { ROLES, type Role } from '../../src/shared/contract/common';
import { withTestApp } from './helper';
import { bearer, claimsOf, expectApiError, signRaw } from './helpers/http';

const NOT_SIGNED_IN = 'Please sign in to continue';
const EXPIRED = 'Your session has expired, please sign in again';
const FORBIDDEN = 'You do not have permission to do this';

const TEST_PREFIX = '/api/v1/__guard_test__';
let undeclaredCalls = 0;

const t = withTestApp({ users: [] });
const tokens = {} as Record<Role, string>;
let vendorSub: { sub: string; sid: string; name: string; email: string; vendorId: string };

beforeAll(async () => {
  // Routes of this test only, registered before the app is ready: one with no access declaration.
  await t.app.register(
    async (api) => {
      api.get('/undeclared', async () => {
        undeclaredCalls += 1;
        return { leaked: true };
      });
      api.post('/undeclared', { config: {} }, async () => {
        undeclaredCalls += 1;
        return { leaked: true };
      });
    },
    { prefix: TEST_PREFIX },
  );
  for (const role of ROLES) {
    tokens[role] = (await t.signUp(role)).token;
  }
  const claims = claimsOf(tokens.VENDOR);
  vendorSub = { sub: claims.sub, sid: claims.sid!, name: claims.name, email: claims.email, vendorId: claims.vendorId! };
});

const dashboard = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: '/api/v1/dashboard/vendor-dashboard', headers });

describe('GET /api/v1/dashboard/vendor-dashboard by role', () => {
  it('anonymous: 401', async () => {
    expectApiError(await dashboard(), 401, NOT_SIGNED_IN);
  });
  it('admin: 403', async () => {
    expectApiError(await dashboard(bearer(tokens.ADMIN)), 403, FORBIDDEN);
  });
  it('customer: 403', async () => {
    expectApiError(await dashboard(bearer(tokens.CUSTOMER)), 403, FORBIDDEN);
  });
  it('vendor: 200', async () => {
    const res = await dashboard(bearer(tokens.VENDOR));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('data.currentMonth');
  });
  it('the HEAD route Fastify adds keeps the same access', async () => {
    expect((await dashboard({}, 'HEAD')).statusCode).toBe(401);
    expect((await dashboard(bearer(tokens.ADMIN), 'HEAD')).statusCode).toBe(403);
    expect((await dashboard(bearer(tokens.VENDOR), 'HEAD')).statusCode).toBe(200);
  });
  it('a VENDOR account without a vendor profile: 403', async () => {
    const orphan = { email: 'orphan-vendor@test.example', password: 'orphan-secret' };
    await t.database.db.insert(users).values({
      name: 'Orphan',
      email: orphan.email,
      role: 'VENDOR',
      passwordHash: await hashPassword(orphan.password),
    });
    const { token } = await t.signIn(orphan);
    expect(claimsOf(token)).toMatchObject({ role: 'VENDOR' });
    expect(claimsOf(token).vendorId).toBeUndefined();
    expectApiError(await dashboard(bearer(token)), 403, FORBIDDEN);
  });
});

describe('POST /api/v1/auth/change-password by role', () => {
  const call = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers,
      payload: { password: 'changed-by-role' },
    });

  it('anonymous: 401', async () => {
    expectApiError(await call({}), 401, NOT_SIGNED_IN);
  });
  it('customer: 403', async () => {
    expectApiError(await call(bearer(tokens.CUSTOMER)), 403, FORBIDDEN);
  });
  it('admin: 200', async () => {
    const res = await call((await t.signUp('ADMIN')).headers);
    expect(res.statusCode, res.body).toBe(200);
  });
  it('vendor: 200', async () => {
    const res = await call((await t.signUp('VENDOR')).headers);
    expect(res.statusCode, res.body).toBe(200);
  });
  it('is refused before the body is looked at: anonymous with a bad body is still 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', payload: { password: '1' } });
    expectApiError(res, 401, NOT_SIGNED_IN);
  });
});

describe('the access token', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('a token signed by us and valid: accepted (control for the cases below)', async () => {
    const token = await signRaw(t.config.jwtSecret, { ...vendorSub, role: 'VENDOR' });
    expect((await dashboard(bearer(token))).statusCode).toBe(200);
  });

  it('expired: 401 asking to sign in again', async () => {
    const token = await signRaw(
      t.config.jwtSecret,
      { ...vendorSub, role: 'VENDOR' },
      { issuedAt: now() - 3600, expiresAt: now() - 60 },
    );
    expectApiError(await dashboard(bearer(token)), 401, EXPIRED);
  });

  it('a token accepted once is refused after it expires (checked tokens are remembered, their time is not)', async () => {
    const token = await signRaw(
      t.config.jwtSecret,
      { ...vendorSub, role: 'VENDOR' },
      { issuedAt: now() - 60, expiresAt: now() + 3 },
    );
    expect((await dashboard(bearer(token))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expectApiError(await dashboard(bearer(token)), 401, EXPIRED);
  });

  it('tampered payload (a vendor making itself admin): 401', async () => {
    const [header, payload, signature] = tokens.VENDOR.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    const token = `${header}.${forged}.${signature}`;
    expectApiError(await dashboard(bearer(token)), 401, EXPIRED);
    expectApiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: bearer(token),
        payload: { password: 'abcdefg' },
      }),
      401,
    );
  });

  it('tampered signature: 401', async () => {
    // Change one character in the middle of the signature (the last one partly holds padding bits).
    const [header, payload, signature] = tokens.VENDOR.split('.') as [string, string, string];
    const at = Math.floor(signature.length / 2);
    const flipped = signature.slice(0, at) + (signature[at] === 'A' ? 'B' : 'A') + signature.slice(at + 1);
    const token = `${header}.${payload}.${flipped}`;
    expectApiError(await dashboard(bearer(token)), 401, EXPIRED);
  });

  it('signed with another secret: 401', async () => {
    const token = await signRaw('another-secret-that-is-long-enough-0123456789', { ...vendorSub, role: 'VENDOR' });
    expectApiError(await dashboard(bearer(token)), 401, EXPIRED);
  });

  it('unsigned ("alg": "none"): 401', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ ...vendorSub, role: 'VENDOR', iat: now(), exp: now() + 600 })}.`;
    expectApiError(await dashboard(bearer(token)), 401, EXPIRED);
  });

  it('another algorithm, even signed with our secret (HS512), or a critical header: 401', async () => {
    const claims = { ...vendorSub, role: 'VENDOR' };
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const signed = (header: { alg: string }) =>
      new SignJWT(claims).setProtectedHeader(header).setIssuedAt().setExpirationTime('5m').sign(key);
    expectApiError(await dashboard(bearer(await signed({ alg: 'HS512' }))), 401, EXPIRED);
    // A critical extension we do not know, signed by hand (jose refuses to make one).
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${enc({ alg: 'HS256', crit: ['x-policy'], 'x-policy': 1 })}.${enc({ ...claims, iat: now(), exp: now() + 600 })}`;
    const crit = `${unsigned}.${createHmac('sha256', t.config.jwtSecret).update(unsigned).digest('base64url')}`;
    expectApiError(await dashboard(bearer(crit)), 401, EXPIRED);
    // Not valid yet.
    const early = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setNotBefore('10m')
      .setExpirationTime('20m')
      .sign(key);
    expectApiError(await dashboard(bearer(early)), 401, EXPIRED);
  });

  it('claims outside the contract (an unknown role, no subject): 401', async () => {
    const badRole = await signRaw(t.config.jwtSecret, { ...vendorSub, role: 'SUPERUSER' });
    expectApiError(await dashboard(bearer(badRole)), 401, EXPIRED);
    const { sub: _sub, ...noSub } = vendorSub;
    const noSubject = await signRaw(t.config.jwtSecret, { ...noSub, role: 'VENDOR' });
    expectApiError(await dashboard(bearer(noSubject)), 401, EXPIRED);
  });

  it('garbage, or another scheme than Bearer: 401', async () => {
    expectApiError(await dashboard({ authorization: 'Bearer not.a.jwt' }), 401, EXPIRED);
    expectApiError(
      await dashboard({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
      401,
      NOT_SIGNED_IN,
    );
    expectApiError(await dashboard({ authorization: tokens.VENDOR }), 401, NOT_SIGNED_IN);
  });

  it('the scheme name is case-insensitive', async () => {
    expect((await dashboard({ authorization: `bearer ${tokens.VENDOR}` })).statusCode).toBe(200);
  });

  it('is read only from the Authorization header, not from a cookie or the query', async () => {
    expectApiError(await dashboard({ cookie: `token=${tokens.VENDOR}` }), 401, NOT_SIGNED_IN);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/vendor-dashboard?token=${tokens.VENDOR}` });
    expectApiError(res, 401, NOT_SIGNED_IN);
  });
});

describe('a route that declares no access', () => {
  it('is refused with 403 for anyone, and its handler never runs', async () => {
    const before = undeclaredCalls;
    for (const headers of [{}, bearer(tokens.ADMIN), bearer(tokens.VENDOR), bearer(tokens.CUSTOMER)]) {
      expectApiError(await t.app.inject({ method: 'GET', url: `${TEST_PREFIX}/undeclared`, headers }), 403, FORBIDDEN);
      expectApiError(
        await t.app.inject({ method: 'POST', url: `${TEST_PREFIX}/undeclared`, headers, payload: {} }),
        403,
        FORBIDDEN,
      );
    }
    expect(undeclaredCalls).toBe(before);
  });
});

describe('every /api/v1 route of the app', () => {
  const routes = () => declaredAccess(t.app).filter((r) => !r.url.startsWith(TEST_PREFIX));

  it('is seen by the route walk (including the undeclared test route)', () => {
    const all = declaredAccess(t.app);
    expect(all).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/v1/auth/login', access: 'public' },
        { method: 'GET', url: '/api/v1/dashboard/vendor-dashboard', access: ['VENDOR'] },
        { method: 'GET', url: `${TEST_PREFIX}/undeclared`, access: undefined },
      ]),
    );
  });

  it('declares who may call it', () => {
    const undeclared = routes().filter((r) => r.access === undefined);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of routes()) {
      const ok =
        r.access === 'public' ||
        (Array.isArray(r.access) && r.access.every((role) => (ROLES as readonly string[]).includes(role)));
      expect(ok, `${r.method} ${r.url}: ${JSON.stringify(r.access)}`).toBe(true);
    }
  });

  it('is public only if it is one of the sign-in calls, the health probe or a calendar feed', () => {
    const publicRoutes = routes()
      .filter((r) => r.access === 'public' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      // Issue 29: a calendar app fetches its feed with the secret token in the path as its only credential.
      'GET /api/v1/calendar-feeds/:token.ics',
      'GET /api/v1/health',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/refresh-token',
      'POST /api/v1/auth/vendor-signup',
    ]);
  });

  it('with a role list, answers 401 to anonymous callers and 403 to the roles not listed', async () => {
    const concrete = (url: string) =>
      url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'x');
    const checked: string[] = [];
    for (const r of routes()) {
      if (!Array.isArray(r.access)) continue;
      const url = concrete(r.url);
      const method = r.method as 'GET';
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${r.method} ${r.url} anonymous`).toBe(401);
      for (const role of ROLES) {
        if (r.access.includes(role)) continue;
        const res = await t.app.inject({ method, url, headers: bearer(tokens[role]) });
        expect(res.statusCode, `${r.method} ${r.url} as ${role}`).toBe(403);
      }
      checked.push(`${r.method} ${r.url}`);
    }
    expect(checked).toContain('GET /api/v1/dashboard/vendor-dashboard');
    expect(checked).toContain('POST /api/v1/auth/change-password');
  });
});
