import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../../src/server/db/client';
import { servePglite } from '../../../src/server/db/pglite/serve';
import { TEMPLATE_DB, withDatabase } from './postgres';

/**
 * A fresh, migrated database for one test file: a clone of the template, served over the
 * same pg driver the product uses (PGlite behind its socket, or a PostgreSQL database).
 * `blank`: an empty one instead, for a test that migrates it step by step.
 */
export async function createTestDatabase({ blank = false } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `bo_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}${blank ? '' : ` template ${TEMPLATE_DB}`}`);
    await admin.end();
    return connect({ connectionString: withDatabase(url, name) }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
  }
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pglite-'));
  const server = await servePglite({
    ...(!blank && { loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) }),
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
  });
  return connect({ socketDir }, async () => {
    await server.stop();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });
}
