import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminNotifications, customers, userNotifications } from '../../src/server/db/schema';
import type { AdminNotification } from '../../src/shared/contract/admin-notifications';
import { type Headers, withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectApiError, UNKNOWN_ID } from './helpers/http';

const BLANK = 'Please enter title and message';
const NOT_FOUND = 'Notification not found';

const t = withTestApp({ users: ['admin', 'vendorA', 'customer'] });

beforeAll(async () => {
  for (let i = 0; i < 4; i++) await createCustomer(t.database);
});

const list = (headers: Headers = t.admin.headers) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin-notifications', headers });
const post = (path: 'send' | 'revert', payload: object, headers: Headers = t.admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin-notifications/${path}`, headers, payload });

async function send(title: string, message = 'Cement prices change on the 1st'): Promise<AdminNotification> {
  const res = await post('send', { title, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: AdminNotification }>().data;
}

const customerCount = async () => (await t.database.db.select({ n: count() }).from(customers))[0]?.n ?? 0;
const deliveriesOf = async (id: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(userNotifications)
      .where(eq(userNotifications.adminNotificationId, id))
  )[0]?.n;
const broadcastsTitled = (title: string) =>
  t.database.db.select().from(adminNotifications).where(eq(adminNotifications.title, title));

/** A test-only trigger that fails one row's write half-way through a statement, and its removal. */
async function failOnRow(table: 'user_notifications', timing: 'INSERT' | 'DELETE', customerId: string) {
  await t.database.db.execute(
    sql.raw(`
    create function fail_half_way() returns trigger language plpgsql as $$
    begin
      if coalesce(new.customer_id, old.customer_id) = '${customerId}' then raise exception 'injected failure'; end if;
      return coalesce(new, old);
    end $$;
    create trigger fail_half_way before ${timing} on ${table} for each row execute function fail_half_way();`),
  );
  return async () => {
    await t.database.db.execute(sql.raw(`drop trigger fail_half_way on ${table}; drop function fail_half_way();`));
  };
}

describe('POST /admin-notifications/send', () => {
  it("stores the broadcast and one delivery per customer; its reach is the customers' count", async () => {
    const res = await post('send', { title: '  Monsoon sale  ', message: ' Roof coatings 10 % off ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; data: AdminNotification }>();
    expect(body.message).toBe('Notification sent');
    const customersNow = await customerCount();
    expect(customersNow).toBeGreaterThanOrEqual(5);
    expect(body.data).toMatchObject({ title: 'Monsoon sale', message: 'Roof coatings 10 % off', reach: customersNow });
    expect(await deliveriesOf(body.data.id)).toBe(customersNow);
    const reached = await t.database.db
      .select({ customerId: userNotifications.customerId, isRead: userNotifications.isRead })
      .from(userNotifications)
      .where(eq(userNotifications.adminNotificationId, body.data.id));
    const everyCustomer = await t.database.db.select({ id: customers.id }).from(customers);
    expect(reached.map((r) => r.customerId).sort()).toEqual(everyCustomer.map((c) => c.id).sort());
    expect(reached.every((r) => !r.isRead)).toBe(true);
  });

  it('reaches the customers there are at the time: a later customer is not counted in earlier sends', async () => {
    const before = await send('Before the new customer');
    await createCustomer(t.database);
    const after = await send('After the new customer');
    expect(after.reach).toBe(before.reach + 1);
    expect(await deliveriesOf(before.id)).toBe(before.reach);
  });

  it.each([
    ['a blank title', { title: '   ', message: 'Hello' }, 'title'],
    ['a blank message', { title: 'Hello', message: '\n ' }, 'message'],
    ['no title', { message: 'Hello' }, 'title'],
    ['no message', { title: 'Hello' }, 'message'],
    ['a title that is not text', { title: 5, message: 'Hello' }, 'title'],
  ])("refuses %s with 'Please enter title and message' and stores nothing", async (_case, payload, field) => {
    const before = (await t.database.db.select({ n: count() }).from(adminNotifications))[0]?.n;
    const error = expectApiError(await post('send', payload), 400, BLANK);
    expect(error.errors?.[field]).toBe(BLANK);
    expect((await t.database.db.select({ n: count() }).from(adminNotifications))[0]?.n).toBe(before);
  });

  it('refuses a title over 200 characters', async () => {
    expectApiError(
      await post('send', { title: 'x'.repeat(201), message: 'Hello' }),
      400,
      'Title must be at most 200 characters',
    );
  });

  it('is all or nothing: a delivery failing half-way leaves neither the broadcast nor any delivery', async () => {
    const [last] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .orderBy(sql`${customers.id} desc`)
      .limit(1);
    const restore = await failOnRow('user_notifications', 'INSERT', last!.id);
    try {
      expectApiError(await post('send', { title: 'Doomed broadcast', message: 'Never delivered' }), 500);
    } finally {
      await restore();
    }
    expect(await broadcastsTitled('Doomed broadcast')).toEqual([]);
    const orphans = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from user_notifications u
      where not exists (select 1 from admin_notifications n where n.id = u.admin_notification_id)`);
    expect(orphans.rows[0]?.n).toBe(0);
  });
});

describe('GET /admin-notifications', () => {
  it('lists every broadcast newest first, each with its reach', async () => {
    const first = await send('First of two');
    const second = await send('Second of two');
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: AdminNotification[] }>();
    expect(data.findIndex((n) => n.id === second.id)).toBeLessThan(data.findIndex((n) => n.id === first.id));
    expect(data.find((n) => n.id === second.id)).toEqual(second);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'message', 'reach', 'title']);
    const times = data.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('POST /admin-notifications/revert', () => {
  it('deletes the broadcast and every delivery of it, and answers what was deleted', async () => {
    const kept = await send('Kept');
    const reverted = await send('Reverted');
    const res = await post('revert', { adminNotificationId: reverted.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification reverted', data: reverted });
    expect(await broadcastsTitled('Reverted')).toEqual([]);
    expect(await deliveriesOf(reverted.id)).toBe(0);
    expect(await deliveriesOf(kept.id)).toBe(kept.reach);
    expect((await list()).json<{ data: AdminNotification[] }>().data.map((n) => n.id)).not.toContain(reverted.id);
  });

  it('is all or nothing: a delivery failing to go leaves the broadcast and all its deliveries', async () => {
    const broadcast = await send('Stays after a failed revert');
    const [one] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
    const restore = await failOnRow('user_notifications', 'DELETE', one!.id);
    try {
      expectApiError(await post('revert', { adminNotificationId: broadcast.id }), 500);
    } finally {
      await restore();
    }
    expect(await broadcastsTitled('Stays after a failed revert')).toHaveLength(1);
    expect(await deliveriesOf(broadcast.id)).toBe(broadcast.reach);
  });

  it('answers 404 for an unknown or already reverted broadcast, 400 for an id that is not one', async () => {
    expectApiError(await post('revert', { adminNotificationId: UNKNOWN_ID }), 404, NOT_FOUND);
    const broadcast = await send('Reverted twice');
    expect((await post('revert', { adminNotificationId: broadcast.id })).statusCode).toBe(200);
    expectApiError(await post('revert', { adminNotificationId: broadcast.id }), 404, NOT_FOUND);
    expectApiError(await post('revert', { adminNotificationId: 'nope' }), 400);
  });
});

describe('deliveries follow their customer', () => {
  it("deleting a customer deletes its deliveries, and nobody else's", async () => {
    const customerId = await createCustomer(t.database);
    const broadcast = await send('Before the customer leaves');
    await t.database.db.delete(customers).where(eq(customers.id, customerId));
    expect(await deliveriesOf(broadcast.id)).toBe(broadcast.reach - 1);
  });
});

describe('who may call', () => {
  const calls = [
    ['GET /admin-notifications', (headers: Headers) => list(headers)],
    ['POST /send', (headers: Headers) => post('send', { title: 'Hi', message: 'There' }, headers)],
    ['POST /revert', (headers: Headers) => post('revert', { adminNotificationId: UNKNOWN_ID }, headers)],
  ] as const;

  it.each(calls)('%s: 401 signed out, 403 for a vendor or a customer, and nothing sent', async (_name, call) => {
    const before = (await t.database.db.select({ n: count() }).from(adminNotifications))[0]?.n;
    expectApiError(await call({}), 401);
    expectApiError(await call(t.vendorA.headers), 403);
    expectApiError(await call(t.customer.headers), 403);
    expect((await t.database.db.select({ n: count() }).from(adminNotifications))[0]?.n).toBe(before);
  });
});
