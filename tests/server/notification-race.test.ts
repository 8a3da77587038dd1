import { count, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adminNotifications, customers, users } from '../../src/server/db/schema';
import type { AdminNotification } from '../../src/shared/contract/admin-notifications';
import { withTestApp } from './helper';

/**
 * Issue 14 "a revert racing a send leaves no orphan row": sends and reverts at once, of broadcasts
 * already sent and of ones whose send has just answered, while other sends still write their
 * deliveries. Deliveries have no foreign key (migration 0013 deletes them by trigger), so an
 * orphan would survive unseen.
 */
const CUSTOMERS = 40;
const SENT_BEFORE = 10;
const SENDS = 24;
const SENDERS = 4;

const t = withTestApp({ users: ['admin'] });

beforeAll(async () => {
  // Customers who never sign in: no password to hash.
  const made = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        name: `Race customer ${i}`,
        email: `race-${i}-${Date.now()}@test.example`,
        role: 'CUSTOMER' as const,
      })),
    )
    .returning({ id: users.id });
  await t.database.db.insert(customers).values(made.map((u) => ({ userId: u.id })));
});

const post = (path: 'send' | 'revert', payload: object) => t.admin.post(`/api/v1/admin-notifications/${path}`, payload);

async function send(title: string): Promise<AdminNotification> {
  const res = await post('send', { title, message: 'Race' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: AdminNotification }>().data;
}

/** A revert answers what it deleted, or 404 when another revert got there first; never anything else. */
async function revert(id: string, reverted: Set<string>): Promise<void> {
  const res = await post('revert', { adminNotificationId: id });
  expect([200, 404], res.body).toContain(res.statusCode);
  if (res.statusCode === 200) reverted.add(id);
}

async function listed(): Promise<AdminNotification[]> {
  const res = await t.admin.get('/api/v1/admin-notifications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AdminNotification[] }>().data;
}

it('a revert racing a send leaves no delivery without its broadcast, and every broadcast whole', async () => {
  const earlier: AdminNotification[] = [];
  for (let i = 0; i < SENT_BEFORE; i++) earlier.push(await send(`Sent before ${i}`));
  const sent: AdminNotification[] = [];
  const reverted = new Set<string>();
  let sending = true;

  // Each sender reverts every other broadcast of its own the moment its send answers.
  const sender = async (s: number) => {
    for (let i = s; i < SENDS; i += SENDERS) {
      const done = await send(`Racing ${i}`);
      sent.push(done);
      if (i % 2 === 0) await revert(done.id, reverted);
    }
  };
  // The chaser reverts the broadcasts 1, 5, 9 ... as soon as the list shows them, while other
  // sends are still writing (3, 7, 11 ... stand); each earlier broadcast is also reverted twice
  // at once, so two reverts race each other.
  const chased = (n: AdminNotification) => /^Racing \d+$/.test(n.title) && Number(n.title.slice(7)) % 4 === 1;
  const chaser = async () => {
    for (;;) {
      const last = !sending;
      const targets = (await listed()).filter((n) => chased(n) && !reverted.has(n.id));
      await Promise.all(targets.map((n) => revert(n.id, reverted)));
      if (last) return;
    }
  };
  const senders = Promise.all(Array.from({ length: SENDERS }, (_, s) => sender(s))).finally(() => {
    sending = false;
  });
  await Promise.all([senders, chaser(), ...earlier.flatMap((n) => [revert(n.id, reverted), revert(n.id, reverted)])]);

  expect(sent).toHaveLength(SENDS);
  for (const n of earlier) expect(reverted).toContain(n.id);
  const orphans = await t.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from user_notifications u
    where not exists (select 1 from admin_notifications a where a.id = u.admin_notification_id)`);
  expect(orphans.rows[0]?.n).toBe(0);

  // What stands is exactly what was sent and not reverted, each with one delivery per customer.
  const everyCustomer = (await t.database.db.select({ n: count() }).from(customers))[0]?.n;
  const remaining = await t.database.db.execute<{
    id: string;
    reach: number;
    delivered: number;
    customers: number;
  }>(sql`
    select a.id, a.reach, count(u.customer_id)::int as delivered, count(distinct u.customer_id)::int as customers
    from ${adminNotifications} a left join user_notifications u on u.admin_notification_id = a.id
    group by a.id`);
  const standing = [...earlier, ...sent].map((n) => n.id).filter((id) => !reverted.has(id));
  expect(remaining.rows.map((r) => r.id).sort()).toEqual(standing.sort());
  expect(standing).toHaveLength(SENDS / 4);
  for (const row of remaining.rows) {
    expect(row).toEqual({ id: row.id, reach: everyCustomer, delivered: everyCustomer, customers: everyCustomer });
  }
});
