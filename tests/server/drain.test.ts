import { once } from 'node:events';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../src/server/http/errors';
import { withTestApp } from './helper';

/** The cut at the drain's deadline; the whole SIGTERM path runs in shutdown.test.ts. */
describe('app.drain', () => {
  const t = withTestApp({ users: ['admin'] });
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('cuts a request still running at the deadline, answering the rest of the world 503 meanwhile', async () => {
    const body = JSON.stringify({ name: 'Never finished', description: 'Half sent' });
    const stuck = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/v1/categories/create',
      method: 'POST',
      agent: false,
      headers: {
        authorization: t.admin.headers.authorization,
        'content-type': 'application/json',
        'content-length': body.length,
      },
    });
    const outcome = new Promise<string>((resolve) => {
      stuck.once('response', (response) => resolve(`answered ${response.statusCode}`));
      stuck.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    const arrived = once(t.app.server, 'request');
    stuck.write(body.slice(0, 10));
    await arrived;

    const started = performance.now();
    const drained = t.app.drain(300);
    const late = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(late.headers.connection).toBe('close');

    expect(await drained).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(await outcome).toBe('ECONNRESET');
  });

  it('resolves at once with nothing in flight', async () => {
    const started = performance.now();
    expect(await t.app.drain(5000)).toBe(0);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
