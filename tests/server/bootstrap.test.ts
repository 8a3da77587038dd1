import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import { bootstrap } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { products, users } from '../../src/server/db/schema';
import { createTestDatabase } from './helpers/db';

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
