import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect, it } from 'vitest';
import { runMigrations } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';
import { blankDatabaseUpTo } from './helpers/migrations';

/** The last migration before the ids searched moved to tables of their own. */
const BEFORE_SEARCH_IDS = '0034_inbox_triggers';
const KINDS = ['orders', 'equipment_rentals', 'service_bookings'] as const;

const t = blankDatabaseUpTo(BEFORE_SEARCH_IDS);

/** How many of a kind's records, and how many of them its table of ids lacks. */
const coverage = async (table: (typeof KINDS)[number]) => {
  const { rows } = await t.database.db.execute<{ records: number; missing: number }>(
    sql.raw(`select count(*)::int as records,
      count(*) filter (where not exists (select 1 from ${table}_search_ids s where s.id = r.id))::int as missing
      from ${table} r`),
  );
  return rows[0];
};

it('carries the ids of the records written before it, and takes those written after', async () => {
  await migrate(t.database.db, { migrationsFolder: t.folder });
  await seedDemo(t.database.db, { scale: 1 });
  await runMigrations(t.database);
  for (const table of KINDS) {
    const before = await coverage(table);
    expect(before?.records).toBeGreaterThan(0);
    expect(before?.missing).toBe(0);
  }
  // A record written now joins its table of ids through the trigger, and leaves it with the record.
  const { rows } = await t.database.db.execute<{ id: string; customer_id: string; shipping_address: string }>(
    sql`select id, customer_id, shipping_address from orders limit 1`,
  );
  const order = rows[0]!;
  const { rows: added } = await t.database.db.execute<{ id: string }>(
    sql`insert into orders (customer_id, final_amount, shipping_address)
        values (${order.customer_id}, 10, ${order.shipping_address}) returning id`,
  );
  const id = added[0]!.id;
  const found = async () =>
    (await t.database.db.execute(sql`select id from orders_search_ids where id::text ilike ${`%${id.slice(-7)}%`}`))
      .rows;
  expect(await found()).toEqual([{ id }]);
  await t.database.db.execute(sql`delete from orders where id = ${id}`);
  expect(await found()).toEqual([]);
  expect((await coverage('orders'))?.missing).toBe(0);
});
