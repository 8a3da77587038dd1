import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type Database, runMigrations } from '../../src/server/db/client';
import { servePglite } from '../../src/server/db/pglite/serve';
import { seedDemo } from '../../src/server/seed';

/** A throwaway database of its own on the server `url` points at, dropped on close. */
async function serverDatabase(url: string): Promise<Database> {
  const name = `bo_fuzz_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return connect({ connectionString: target.toString() }, () => admin(`drop database if exists ${name} with (force)`));
}

/** An in-memory embedded database behind its socket, gone on close. */
async function embeddedDatabase(): Promise<Database> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-fuzz-'));
  const server = await servePglite({ socketPath: path.join(socketDir, '.s.PGSQL.5432') });
  return connect({ socketDir }, async () => {
    await server.stop();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });
}

/** A fresh database holding the demo data set at scale 1: on PostgreSQL when `url` is given, else embedded. */
export async function fuzzDatabase(url: string | undefined): Promise<Database> {
  const database = url ? await serverDatabase(url) : await embeddedDatabase();
  await runMigrations(database);
  await seedDemo(database.db, { scale: 1 });
  return database;
}
