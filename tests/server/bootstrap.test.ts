import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import { bootstrap } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { products, users } from '../../src/server/db/schema';
import { startDatabase } from '../../src/server/startDatabase';
import { createTestDatabase } from './helpers/db';
import { withDatabase } from './helpers/postgres';

const production = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), ...env });

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('bootstrap on first start', () => {
  it('in production without ADMIN_EMAIL / ADMIN_PASSWORD refuses to start', async () => {
    await expect(bootstrap(database.db, production())).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    const [row] = await database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('in production refuses an ADMIN_EMAIL that is not an email address', async () => {
    const config = production({ ADMIN_EMAIL: 'not an email', ADMIN_PASSWORD: 'correct horse battery' });
    await expect(bootstrap(database.db, config)).rejects.toThrow('ADMIN_EMAIL is not a valid email address');
    const [row] = await database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('in production creates only the first admin, with no demo data and no default password', async () => {
    const config = production({ ADMIN_EMAIL: ' Ops@Example.com ', ADMIN_PASSWORD: 'correct horse battery' });
    expect(await bootstrap(database.db, config)).toBe('admin-created');
    const all = await database.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]?.email).toBe('ops@example.com');
    expect(all[0]?.role).toBe('ADMIN');
    expect(await verifyPassword(all[0]?.passwordHash, 'correct horse battery')).toBe(true);
    const [p] = await database.db.select({ n: count() }).from(products);
    expect(p?.n).toBe(0);
    expect(await database.db.query.users.findFirst({ where: eq(users.email, 'admin@example.com') })).toBeUndefined();
    // A later start keeps what is there.
    expect(await bootstrap(database.db, config)).toBe('existing');
  });

  it('outside production seeds the demo accounts once', async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(await bootstrap(database.db, config)).toBe('seeded');
    const admin = await database.db.query.users.findFirst({ where: eq(users.email, 'admin@example.com') });
    expect(admin?.role).toBe('ADMIN');
    expect(await bootstrap(database.db, config)).toBe('existing');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on one empty PostgreSQL database', () => {
  it('migrate and bootstrap one after the other: both start, one admin exists', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `bo_test_${randomUUID().replaceAll('-', '')}`;
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    await server.query(`create database ${name}`);
    const config = production({
      DATABASE_URL: withDatabase(url, name),
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'correct horse battery',
    });
    const started = await Promise.all([1, 2, 3].map(() => startDatabase(config, () => undefined)));
    try {
      expect(started.map((s) => s.outcome).sort()).toEqual(['admin-created', 'existing', 'existing']);
      const [admins] = (await started[0]?.database.db.select({ n: count() }).from(users)) ?? [];
      expect(admins?.n).toBe(1);
    } finally {
      await Promise.all(started.map((s) => s.database.close()));
      await server.query(`drop database ${name} with (force)`);
      await server.end();
    }
  }, 60_000);
});
