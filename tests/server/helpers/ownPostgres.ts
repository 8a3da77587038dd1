import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { connect, type Database, type QueryTimeouts, runMigrations } from '../../../src/server/db/client';
import { createUser } from './app';
import { freePort } from './freePort';

/**
 * A PostgreSQL server of a test file's own (never the shared one), on its own port in a
 * temporary folder, and the real app listening over it: for tests that stop the server or
 * lock its tables.
 */

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

/** Without PostgreSQL's tools on PATH these tests are skipped. */
export const ownPostgresMissing = !initdb || !pgCtl;

// PostgreSQL refuses to run as root: as root, its tools run as the postgres user.
const asRoot = process.getuid?.() === 0;

// Run without blocking: the app answers in this very process meanwhile.
const pgTool = (tool: string, args: string[]) =>
  asRoot ? promisify(execFile)('runuser', ['-u', 'postgres', '--', tool, ...args]) : promisify(execFile)(tool, args);

export interface OwnPostgres {
  /** The `postgres` database of this server, as the superuser. */
  url: string;
  /** A temporary folder of the test's own, removed by `remove`. */
  root: string;
  start(): Promise<unknown>;
  stop(mode: 'fast' | 'immediate'): Promise<unknown>;
  /** Stops the server if it runs and removes its folder. */
  remove(): Promise<void>;
}

/** A new PostgreSQL cluster on a free port, started. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-own-pg-'));
  const dataDir = path.join(root, 'data');
  if (asRoot) execFileSync('chown', ['postgres:', root]);
  await pgTool(initdb as string, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    root,
    start: () =>
      pgTool(pgCtl as string, [
        '-D',
        dataDir,
        '-l',
        path.join(root, 'postgres.log'),
        '-o',
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-w',
        'start',
      ]),
    stop: (mode) => pgTool(pgCtl as string, ['-D', dataDir, '-m', mode, '-w', 'stop']),
    async remove() {
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) await own.stop('immediate');
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}

/** The real app over a PostgreSQL database at `url`. */
export const appOver = (database: Database, url: string, dataDir: string) =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    }),
    db: database.db,
    probe: database.probe,
  });

export const elapsed = (since: number) => Math.round(performance.now() - since);

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
  ms: number;
}

export interface ServedApp {
  database: Database;
  app: FastifyInstance;
  /** A request over the network as the signed-in admin, timed (cut at 10 s). */
  call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer>;
  close(): Promise<void>;
}

/** The migrated database of `own`, the app listening over it, and an admin signed in. */
export async function serveOver(own: OwnPostgres, timeouts?: QueryTimeouts): Promise<ServedApp> {
  const database = connect({ connectionString: own.url }, undefined, timeouts);
  await runMigrations(database);
  const admin = await createUser(database, 'ADMIN');
  const app = await appOver(database, own.url, path.join(own.root, 'app-data'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return {
    database,
    app,
    async call(method, url, body) {
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
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
