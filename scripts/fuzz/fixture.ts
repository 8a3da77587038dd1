import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { DEMO_ACCOUNTS } from '../../src/server/seed';
import type { FuzzRole } from './run';

let signIns = 0;

async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  signIns += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    // Each from an address of its own: the fuzzed sign-ins have used up the limit of 127.0.0.1.
    remoteAddress: `10.0.${signIns >> 8}.${signIns & 255}`,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`demo sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/**
 * The demo admin and vendor, signed in (the database holds the demo data set). A fuzzed call
 * may change their password or end their sessions: `renew` restores the password and signs in again.
 */
export async function demoRoles(app: FastifyInstance, db: Db): Promise<FuzzRole[]> {
  const roles: FuzzRole[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, account.email));
    if (!user) throw new Error(`no demo account ${account.email}`);
    const role: FuzzRole = {
      role: account.role,
      headers: { authorization: `Bearer ${await signIn(app, account.email, account.password)}` },
      async renew() {
        await db
          .update(users)
          .set({ passwordHash: user.hash, mustChangePassword: false })
          .where(eq(users.email, account.email));
        role.headers = { authorization: `Bearer ${await signIn(app, account.email, account.password)}` };
      },
    };
    roles.push(role);
  }
  return roles;
}

const ROW_TABLES = [
  'categories',
  'products',
  'product_variants',
  'orders',
  'equipment',
  'equipment_rentals',
  'service_providers',
  'service_bookings',
  'seller_requests',
  'admin_notifications',
];

/**
 * A few ids of existing rows of every entity a route takes an id of. The demo accounts' own
 * vendor is left out: suspending it would end the vendor session the fuzzing runs on.
 */
export async function existingIds(db: Db): Promise<string[]> {
  const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
  const picks = ROW_TABLES.map(
    (table) => sql`(select id::text from ${sql.identifier(table)} order by created_at desc limit 4)`,
  );
  picks.push(sql`(select v.id::text from vendors v join users u on u.id = v.user_id
    where u.email not in (${sql.join(
      demoEmails.map((e) => sql`${e}`),
      sql`, `,
    )}) limit 4)`);
  const result = await db.execute(sql.join(picks, sql` union all `));
  return (result.rows as { id: string }[]).map((row) => row.id);
}
