import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../../../src/server/db/client';
import { pgliteExtensions } from '../../../src/server/db/pglite/extensions';
import { TEMPLATE_DB, withDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tarball) each test file starts from. */
    pgliteTemplate: string;
  }
}

const migrationsFolder = path.resolve('src/server/db/migrations');

/**
 * Migrating a database takes seconds, so it is done once: a template every test file clones
 * (a PGlite tarball, or a PostgreSQL template database when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const template = connect({ connectionString: withDatabase(url, TEMPLATE_DB) });
    await runMigrations(template);
    await template.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(pglite), { migrationsFolder });
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-tests-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
