import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { withTestApp } from './helper';

const REQUEST_TIMEOUT_MS = 1500;

const t = withTestApp({ users: [] });
let server: FastifyInstance;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  server = await t.secondApp({
    config: { requestTimeoutMs: REQUEST_TIMEOUT_MS },
    log: { lines: logLines, level: 'info' },
  });
  // A route of this test only: the database resets its connection after the body was read.
  server.post('/api/v1/__db_reset_test__', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as net.AddressInfo).port;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes a byte every `everyMs` until the server closes the socket; resolves with what it answered. */
async function drip(
  socket: net.Socket,
  bytes: string,
  everyMs: number,
): Promise<{ closedAfterMs: number; answer: string }> {
  const started = Date.now();
  let answer = '';
  let closed = false;
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const done = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.once('close', () => (closed = true));
  for (let i = 0; !closed && Date.now() - started < 15_000; i++) {
    socket.write(bytes[i % bytes.length] ?? ' ');
    await sleep(everyMs);
  }
  await done;
  return { closedAfterMs: Date.now() - started, answer };
}

describe('slow clients are cut off', () => {
  it('a body sent a byte at a time is cut off after the request timeout, with 408', async () => {
    const socket = await connect();
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const { closedAfterMs, answer } = await drip(socket, '{"email":"slow@example.com"', 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: messages.general.requestTimeout }));
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });

  it('headers sent a byte at a time are cut off too', async () => {
    const socket = await connect();
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    const { closedAfterMs } = await drip(socket, 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 200);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });
});

describe('a client that sent its whole request', () => {
  it('gets 503 when the database resets the connection: the client did not go away', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/__db_reset_test__`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'complete body' }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The database is unavailable, please try again shortly' });
  });
});

describe('a client that drops its request mid-body', () => {
  it('is not logged as a database outage, nor at error level', async () => {
    logLines.length = 0;
    const socket = await connect();
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"gone',
    );
    await sleep(100);
    socket.resetAndDestroy();
    await sleep(500);
    const entries = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(
      entries.some((e) => e.msg === 'client closed the request'),
      logLines.join(''),
    ).toBe(true);
    expect(
      entries.filter((e) => e.level >= 50),
      logLines.join(''),
    ).toEqual([]);
    expect(logLines.join('')).not.toContain('database unavailable');
    // and the database really is fine
    const health = await server.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});
