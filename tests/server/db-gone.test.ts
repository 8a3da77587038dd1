import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../src/server/db/client';
import {
  type Answer,
  appOver,
  elapsed,
  type OwnPostgres,
  ownPostgresMissing,
  type ServedApp,
  serveOver,
  startOwnPostgres,
} from './helpers/ownPostgres';

/**
 * The database stopped under a running API: a PostgreSQL server of this file's own (never the
 * shared one), over which the real app listens on a real port.
 */
const DB_DOWN = 'The database is unavailable, please try again shortly';

describe.skipIf(ownPostgresMissing)('the database stopped while the API runs', () => {
  let own: OwnPostgres;
  let served: ServedApp;

  let created = 0;
  const read = () => served.call('GET', '/api/v1/categories');
  const write = () =>
    served.call('POST', '/api/v1/categories/create', { name: `Gone ${++created}`, description: 'Written' });
  const health = () => served.call('GET', '/api/v1/health');

  const expectUnavailable = (res: Answer, withinMs: number) => {
    expect(res.status, res.body).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ message: DB_DOWN });
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
    expect(res.ms).toBeLessThan(withinMs);
  };

  beforeAll(async () => {
    own = await startOwnPostgres();
    served = await serveOver(own);
  }, 60_000);

  afterAll(async () => {
    await served?.close();
    await own?.remove();
  });

  it.each(['fast', 'immediate'] as const)(
    'pg_ctl stop -m %s: reads, writes and /health answer 503 with Retry-After within 2 s; back to 200 within 5 s of the start',
    async (mode) => {
      expect((await read()).status).toBe(200);
      expect((await write()).status).toBe(201);
      expect((await health()).status).toBe(200);

      // Two requests waiting on a lock hold pooled connections when the server stops.
      const locker = new pg.Client({ connectionString: own.url });
      locker.on('error', () => undefined);
      await locker.connect();
      await locker.query('begin; lock table categories in access exclusive mode');
      const waiting = [read(), write()];
      await new Promise((resolve) => setTimeout(resolve, 200));

      const stopped = performance.now();
      await own.stop(mode);
      const stopMs = elapsed(stopped);
      const inFlight = await Promise.all(waiting);
      // A waiting request may still be served: the stop ends the locker's session, which
      // releases its lock, in the same instant as it ends theirs. Either way, nothing hangs.
      for (const res of inFlight) {
        if (res.status === 503) expectUnavailable(res, 2000 + stopMs + 200);
        else {
          expect(res.status, res.body).toBeLessThan(300);
          expect(res.ms).toBeLessThan(2000 + stopMs + 200);
        }
      }
      await locker.end().catch(() => undefined);

      // New requests on a stopped server, at once and again once the pool holds no connection.
      const fresh = [...(await Promise.all([read(), write(), health()])), ...(await Promise.all([read(), write()]))];
      for (const res of fresh) expectUnavailable(res, 2000);

      const starting = performance.now();
      await own.start();
      const startMs = elapsed(starting);
      // The database is back once pg_ctl start -w returns: it accepts connections.
      const restarted = performance.now();
      let recovered = await read();
      while (recovered.status !== 200 && elapsed(restarted) < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        recovered = await read();
      }
      const recoverMs = elapsed(restarted);
      expect(recovered.status).toBe(200);
      expect(recoverMs).toBeLessThan(5000);
      expect((await write()).status).toBe(201);
      expect((await health()).status).toBe(200);

      const slowest = Math.max(...fresh.map((res) => res.ms));
      console.info(
        `db-gone (${mode}): in-flight answered (${inFlight.map((res) => res.status).join(', ')}) within ${Math.max(...inFlight.map((res) => res.ms))} ms (stop took ${stopMs} ms); ` +
          `new requests 503 within ${slowest} ms; 200 again ${recoverMs} ms after the database accepts connections (pg_ctl start took ${startMs} ms)`,
      );
    },
    30_000,
  );
});

describe('a database host that accepts connections and never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    database = connect({ connectionString: url });
    app = await appOver(database, url, path.join(os.tmpdir(), 'bo-db-silent', 'data'));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('answers /health and a sign-in 503 with Retry-After within 2 s (the pool gives up connecting)', async () => {
    const started = performance.now();
    const [probe, login] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/v1/health' }),
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'a@b.example', password: 'whatever1' },
      }),
    ]);
    expect(elapsed(started)).toBeLessThan(2000);
    for (const res of [probe, login]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: DB_DOWN });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
