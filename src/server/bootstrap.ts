import { count, eq } from 'drizzle-orm';
import { emailSchema } from '../shared/contract/common';
import { hashPassword } from './auth/passwords';
import { type Config, ConfigError } from './config';
import type { Db } from './db/client';
import { users } from './db/schema';

export type BootstrapOutcome = 'seeded' | 'admin-created' | 'existing';

/**
 * First start of an empty database: demo data outside production; in production no demo data
 * and no default password, the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export async function bootstrap(db: Db, config: Config): Promise<BootstrapOutcome> {
  const [row] = await db.select({ n: count() }).from(users);
  const empty = (row?.n ?? 0) === 0;
  if (!config.production) {
    if (!empty) return 'existing';
    // Loaded only now: the seed's faker holds ~40 MB that a server on existing data never needs.
    const { seedDemo } = await import('./seed');
    await seedDemo(db, { scale: 1 });
    return 'seeded';
  }
  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'ADMIN'));
  if ((admins?.n ?? 0) > 0) return 'existing';
  if (!config.adminEmail || !config.adminPassword || config.adminPassword.length < 12) {
    throw new ConfigError(
      'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters) for the first start in production',
    );
  }
  const email = emailSchema.safeParse(config.adminEmail);
  if (!email.success) throw new ConfigError(`ADMIN_EMAIL is not a valid email address: ${config.adminEmail}`);
  await db.insert(users).values({
    name: 'Administrator',
    email: email.data,
    passwordHash: await hashPassword(config.adminPassword),
    role: 'ADMIN',
  });
  return 'admin-created';
}
