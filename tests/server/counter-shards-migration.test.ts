import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect, it } from 'vitest';
import { counterMismatches } from '../../scripts/chaos/counters';
import { runMigrations } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';
import { blankDatabaseUpTo, MIGRATIONS } from './helpers/migrations';

/** The last migration before the counters were split into shards. */
const BEFORE_SHARDS = '0018_session_end_notify';
/** The migration that made the activity log. */
const ACTIVITY = '0021_activity';

/**
 * What today's seed writes beyond this schema, as stand-ins made before the seed and dropped after
 * it, so the migrations make them again: the equipment categories and the rental desk's columns
 * (issue 29), the business dashboard's kept days and the vendors' inbox trigger, which the seed
 * turns off while it writes (issue 26).
 */
const LATER_STAND_INS = `
  create type meter_kind as enum ('none', 'hours', 'km');
  create table equipment_categories (id uuid primary key, name text, checklist jsonb, meter_kind meter_kind,
    created_at timestamptz, updated_at timestamptz);
  alter table equipment add column category_id uuid, add column turnaround_days integer not null default 0;
  alter table service_providers add column buffer_minutes integer not null default 0;
  create table sales_day_shards (day date, shard smallint, orders bigint, revenue numeric(16, 2), primary key (day, shard));
  create function business_day(ts timestamptz) returns date language sql immutable as $$ select (ts at time zone 'Asia/Kolkata')::date $$;
  create function counter_shard() returns smallint language sql as $$ select 0::smallint $$;
  create function day_sales_stand_in() returns trigger language plpgsql as $$ begin return null; end $$;
  create trigger order_items_day_sales_insert after insert on order_items for each row execute function day_sales_stand_in();
  create trigger vendor_orders_inbox after insert on vendor_orders for each row execute function day_sales_stand_in();`;

const t = blankDatabaseUpTo(BEFORE_SHARDS);

const rows = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows;

it('carries the counts kept before the shards into them, under the same names', async () => {
  await migrate(t.database.db, { migrationsFolder: t.folder });
  // Today's seed also writes the activity log, which came after the shards: its tables are made
  // for the seed, then dropped, for the migrations to make them again.
  await t.database.db.execute(sql.raw(fs.readFileSync(path.join(MIGRATIONS, `${ACTIVITY}.sql`), 'utf8')));
  await t.database.db.execute(sql.raw(LATER_STAND_INS));
  await seedDemo(t.database.db, { scale: 1 });
  await t.database.db.execute(sql`drop table activity_images, activity`);
  await t.database.db.execute(sql`drop trigger order_items_day_sales_insert on order_items;
    drop trigger vendor_orders_inbox on vendor_orders;
    drop function day_sales_stand_in(); drop function business_day(timestamptz); drop function counter_shard();
    drop table sales_day_shards, equipment_categories; drop type meter_kind;
    alter table equipment drop column category_id, drop column turnaround_days;
    alter table service_providers drop column buffer_minutes`);
  const statusCounts = sql`select entity, status, n from status_counts order by 1, 2`;
  const vendorCounts = sql`select vendor_id, status::text, n from vendor_order_counts order by 1, 2`;
  const kept = { status: await rows(statusCounts), vendor: await rows(vendorCounts) };
  expect(kept.status.length).toBeGreaterThan(10);

  await runMigrations(t.database);
  expect(await rows(statusCounts)).toEqual(kept.status);
  expect(await rows(vendorCounts)).toEqual(kept.vendor);
  expect(
    await rows(sql`select distinct shard from status_count_shards union select shard from vendor_order_count_shards`),
  ).toEqual([{ shard: 0 }]);
  // Writes after the migration add to their own shards, and the sums stay true.
  await t.database.db.execute(sql`update orders set status = 'CANCELLED' where status = 'PENDING'`);
  await t.database.db.execute(sql`update order_items set status = 'DELIVERED' where status = 'SHIPPED'`);
  expect(await counterMismatches(t.database.pool)).toEqual({
    status_counts: 0,
    vendor_orders: 0,
    vendor_order_counts: 0,
    vendor_month_sales: 0,
  });
});
