import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { connect, type Database, runMigrations } from '../../src/server/db/client';
import { createUser } from './helpers/app';

/**
 * The database stopped under a running API: a PostgreSQL server of this file's own (never the
 * shared one), over which the real app listens on a real port.
 */
const PG_PORT = 55441;
const DB_DOWN = 'The database is unavailable, please try again shortly';

const executable = (name: string) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, name))
    .find((file) => {
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
const initdb = executable('initdb');
const pgCtl = executable('pg_ctl');
// PostgreSQL refuses to run as root: as root, its tools run as the postgres user.
const asRoot = process.getuid?.() === 0;

// Run without blocking: the app answers in this very process meanwhile.
const pgTool = (tool: string, args: string[]) =>
  asRoot ? promisify(execFile)('runuser', ['-u', 'postgres', '--', tool, ...args]) : promisify(execFile)(tool, args);

/** The real app over a PostgreSQL database at `url`. */
const appOver = (database: Database, url: string, dataDir: string) =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    }),
    db: database.db,
  });

const elapsed = (since: number) => Math.round(performance.now() - since);

describe.skipIf(!initdb || !pgCtl)('the database stopped while the API runs', () => {
  let root: string;
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let token: string;

  const startDb = () =>
    pgTool(pgCtl as string, [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'postgres.log'),
      '-o',
      `-p ${PG_PORT} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  const stopDb = (mode: 'fast' | 'immediate') => pgTool(pgCtl as string, ['-D', dataDir, '-m', mode, '-w', 'stop']);

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.text(),
      ms: elapsed(started),
    };
  };
  let created = 0;
  const read = () => call('GET', '/api/v1/categories');
  const write = () => call('POST', '/api/v1/categories/create', { name: `Gone ${++created}`, description: 'Written' });
  const health = () => call('GET', '/api/v1/health');

  const expectUnavailable = (res: Awaited<ReturnType<typeof call>>, withinMs: number) => {
    expect(res.status, res.body).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ message: DB_DOWN });
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
    expect(res.ms).toBeLessThan(withinMs);
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-db-gone-'));
    dataDir = path.join(root, 'data');
    if (asRoot) execFileSync('chown', ['postgres:', root]);
    await pgTool(initdb as string, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await startDb();
    const url = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
    database = connect({ connectionString: url });
    await runMigrations(database.db);
    const admin = await createUser(database, 'ADMIN');
    app = await appOver(database, url, path.join(root, 'app-data'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir && fs.existsSync(path.join(dataDir, 'postmaster.pid'))) await stopDb('immediate');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['fast', 'immediate'] as const)(
    'pg_ctl stop -m %s: reads, writes and /health answer 503 with Retry-After within 2 s; back to 200 within 5 s of the start',
    async (mode) => {
      expect((await read()).status).toBe(200);
      expect((await write()).status).toBe(201);
      expect((await health()).status).toBe(200);

      // Two requests waiting on a lock hold pooled connections when the server stops.
      const locker = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres` });
      locker.on('error', () => undefined);
      await locker.connect();
      await locker.query('begin; lock table categories in access exclusive mode');
      const waiting = [read(), write()];
      await new Promise((resolve) => setTimeout(resolve, 200));

      const stopped = performance.now();
      await stopDb(mode);
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
      await startDb();
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
