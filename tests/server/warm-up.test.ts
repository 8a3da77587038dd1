import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { warmUpWrites } from '../../src/server/warmUp';
import { createTestDatabase } from './helpers/db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The write statements whose triggers a session's first run would plan (update-order's took 13 ms). */
const WRITES = ['equipment_rentals_status_update', 'service_bookings_status_update', 'update_order'];
const preparedOn = async (client: pg.PoolClient) =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((row) => row.name);

it('runs the write statements on every pooled connection before it serves a query, and writes nothing', async () => {
  await database.warmUp(warmUpWrites);
  const { max } = database.pool.options;
  const everyConnection = () => Promise.all(Array.from({ length: max }, () => database.pool.connect()));
  const clients = await everyConnection();
  for (const client of clients) expect(await preparedOn(client)).toEqual(expect.arrayContaining(WRITES));
  // A connection that broke is replaced by one warmed before it is handed out.
  const [broken, ...rest] = clients;
  broken?.release(true);
  for (const client of rest) client.release();
  const again = await everyConnection();
  try {
    for (const client of again) expect(await preparedOn(client)).toEqual(expect.arrayContaining(WRITES));
  } finally {
    for (const client of again) client.release();
  }
  expect(again).not.toContain(broken);
  const { rows } = await database.db.execute<{ n: number }>(sql`select
    (select count(*) from status_count_shards) + (select count(*) from vendor_order_count_shards)
    + (select count(*) from order_status_history) + (select count(*) from rental_status_history)
    + (select count(*) from booking_status_history) as n`);
  expect(rows[0]?.n).toBe(0);
});
