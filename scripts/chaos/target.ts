import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnPglite } from '../../src/server/db/pglite/spawn';

/** The database the chaos run writes to: its own, made for the run and removed after it. */
export interface ChaosTarget {
  label: string;
  /** What the server is started with (on top of the run's own settings). */
  env: Record<string, string>;
  /** A connection of the checks' own, with the server stopped; `close` ends it (and PGlite's process). */
  open(): Promise<{ client: pg.Client; close(): Promise<void> }>;
  dispose(): Promise<void>;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A scratch database `chaos_<pid>` on the PostgreSQL server of `url`; no other database is touched. */
export async function postgresTarget(url: string, dataDir: string): Promise<ChaosTarget> {
  const name = `chaos_${process.pid}`;
  const maintenance = withDatabase(url, 'postgres');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenance });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const connectionString = withDatabase(url, name);
  return {
    label: `PostgreSQL (${name})`,
    env: { DATABASE_URL: connectionString, DATA_DIR: dataDir },
    async open() {
      const client = new pg.Client({ connectionString });
      await client.connect();
      return { client, close: () => client.end() };
    },
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The embedded database in the run's temp DATA_DIR, opened for the checks as the server opens it. */
export function pgliteTarget(dataDir: string): ChaosTarget {
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    async open() {
      const child = await spawnPglite(dataDir);
      const client = new pg.Client({ host: child.socketDir, database: 'postgres', user: 'postgres' });
      await client.connect();
      return {
        client,
        async close() {
          await client.end();
          await child.stop();
        },
      };
    },
    dispose: async () => undefined,
  };
}

/** The run's temp folder (DATA_DIR, uploads, the server's log); removed by the caller. */
export const makeRunDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-'));
