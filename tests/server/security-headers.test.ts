import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestKit } from './helper';
import { images, upload } from './helpers/multipart';

let t: TestKit<'admin'>;
let production: FastifyInstance;
let dist: string;
let uploadUrl: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({ env: { ADMIN_DIST: dist }, users: ['admin'] });
  production = await t.secondApp({
    env: { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters', ADMIN_DIST: dist },
  });
  const res = await upload(t.app, t.admin.headers, { data: images.png });
  uploadUrl = res.json<{ url: string }>().url;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const PATHS = [
  '/',
  '/index.html',
  '/change-password',
  '/api/v1/health',
  '/api/v1/categories',
  '/api/docs',
  '/api/docs/json',
];

function expectCommonHeaders(res: LightMyRequestResponse, url: string) {
  expect(res.headers['x-content-type-options'], url).toBe('nosniff');
  expect(res.headers['x-frame-options'], url).toBe('DENY');
  expect(res.headers['referrer-policy'], url).toBe('same-origin');
  expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
}

describe('security headers on every response', () => {
  it.each(PATHS)('development: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    expectCommonHeaders(res, url);
    expect(res.headers['strict-transport-security'], 'no HSTS over plain http in development').toBeUndefined();
  });

  it.each(PATHS)('production: %s, with HSTS', async (url) => {
    const res = await production.inject({ method: 'GET', url });
    expectCommonHeaders(res, url);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('the app page (also as /index.html) allows scripts only from itself', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it("the docs page has Swagger UI's own policy (its fonts and images), unframeable, and on http outside production", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('validator.swagger.io');
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const prod = await production.inject({ method: 'GET', url: '/api/docs' });
    expect(prod.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('a stored image keeps its own stricter policy, in development and production', async () => {
    for (const app of [t.app, production]) {
      const res = await app.inject({ method: 'GET', url: uploadUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const prod = await production.inject({ method: 'GET', url: uploadUrl });
    expect(prod.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('a JSON error carries them too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expectCommonHeaders(res, 'a 404');
  });
});
