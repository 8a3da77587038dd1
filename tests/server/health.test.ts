import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../src/server/http/errors';
import { buildTestApp, withTestApp } from './helper';

const t = withTestApp({ users: [] });

describe('GET /api/v1/health', () => {
  it('answers ok with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 with a clean message and Retry-After when the database is gone', async () => {
    const other = await buildTestApp({ users: [] });
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is unavailable, please try again shortly' });
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    await other.app.close();
  });

  it('describes the API as OpenAPI at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/dashboard/vendor-dashboard']),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/v1/nope');
  });
});
