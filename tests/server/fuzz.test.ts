import { beforeAll, describe, expect, it } from 'vitest';
import { demoRoles, existingIds } from '../../scripts/fuzz/fixture';
import { fuzzRoutes, type RouteResult } from '../../scripts/fuzz/run';
import { fuzzTargets } from '../../scripts/fuzz/targets';
import { seedDemo } from '../../src/server/seed';
import { findUnstorableText } from '../../src/shared/contract/storableText';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';

/**
 * `npm run fuzz` in small (issue 14, "Bad input"): fuzzed bodies, query strings and ids for every
 * /api/v1 route over the demo data set. 100 requests a route, sent as the demo admin and the
 * demo vendor by turns (both roles on every route take twice as long as a test file may).
 */
const RUNS = 100;
const SEED = 20261123;

const t = withTestApp({ users: [] });
beforeAll(async () => {
  await seedDemo(t.database.db, { scale: 1 });
});

it('answers every fuzzed request to every route with no 5xx, in the error format, writing nothing on a refusal', async () => {
  const results: RouteResult[] = await fuzzRoutes({
    app: t.app,
    db: t.database.db,
    roles: await demoRoles(t.app, t.database.db),
    ids: await existingIds(t.database.db),
    runs: RUNS,
    seed: SEED,
    alternateRoles: true,
  });
  const routes = await fuzzTargets(t.app);
  expect(routes.length).toBeGreaterThanOrEqual(50);
  expect(results.map((r) => r.route)).toEqual(routes.map((r) => `${r.method} ${r.url}`));
  expect(new Set(results.map((r) => r.role))).toEqual(new Set(['ADMIN', 'VENDOR']));
  for (const r of results) {
    expect(r.requests).toBe(RUNS);
    const faults = { failed5xx: r.failed5xx, badFormat: r.badFormat, writesOnRefusal: r.writesOnRefusal };
    expect(faults, `${r.route} as ${r.role}: ${r.counterexample}`).toEqual({
      failed5xx: 0,
      badFormat: 0,
      writesOnRefusal: 0,
    });
  }
  // The fuzzing reaches the handlers: some requests are valid enough to succeed, most are refused.
  const total = (key: 'ok2xx' | 'refused4xx') => results.reduce((sum, r) => sum + r[key], 0);
  expect(total('ok2xx')).toBeGreaterThan(0);
  expect(total('refused4xx')).toBeGreaterThan(total('ok2xx'));
}, 300_000);

describe('what the fuzzing found', () => {
  it('a body nested 100,000 levels deep is a 400, not a stack overflow', async () => {
    for (const url of ['/api/v1/auth/login', '/api/v1/auth/vendor-signup']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"a":${'[{"a":'.repeat(50_000)}1${'}]'.repeat(50_000)}}`,
      });
      expectApiError(res, 400);
    }
  });

  it('names the first unstorable text of a deep value by its path', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText({ ok: 'fine', deep })).toBe(`deep${'.0'.repeat(100_000)}`);
    expect(findUnstorableText({ a: ['x', { '\ud800': 1 }], b: '\u0000' })).toBe('a.1.\ud800');
  });

  it('a path that is not valid percent-encoded UTF-8 is a 400 in the error format', async () => {
    const [admin] = await demoRoles(t.app, t.database.db);
    for (const id of ['%ED%A0%80', '%', '%zz']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/vendors/${id}`, headers: admin?.headers });
      expectApiError(res, 400, 'Invalid input');
    }
  });
});
