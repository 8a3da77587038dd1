import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';
import { versionsOf } from '../../src/server/modules/activity/versions';
import { DEMO_ACCOUNTS, FILLED_IN_BULK, type SeedSummary, seedDemo } from '../../src/server/seed';
import { historyDays } from '../../src/server/seed/clock';
import { BUSINESS_TIME_ZONE, SPECIALITIES } from '../../src/shared/constants';
import { ACTIVITY_ENTITIES, type ActivityEntity, type Snapshot } from '../../src/shared/contract/activity';
import { withTestDatabase } from './helper';
import { createTestDatabase } from './helpers/db';

const seeded = withTestDatabase();
let summary: SeedSummary;
/** The clock of the determinism test's seeds. */
const PINNED_NOW = new Date('2026-03-14T09:26:53.589Z');

beforeAll(async () => {
  summary = await seedDemo(seeded.database.db, { scale: 1 });
});

/** The one row a query returns, with bigint counts as numbers (client.ts parses INT8). */
async function one<T extends Record<string, unknown>>(query: SQL, db: Database = seeded.database): Promise<T> {
  const result = await db.db.execute<T>(query);
  const row = result.rows[0];
  if (!row) throw new Error('no row');
  return row as T;
}

const count = async (query: SQL, db: Database = seeded.database) => (await one<{ n: number }>(query, db)).n;

/**
 * The rows of every table (but password hashes, salted anew by every seed), one checksum a table.
 * Kept counts are read through their views: which shard a count sits in follows the writing
 * transaction's id, which differs between two databases of one server.
 */
async function checksums(db: Database): Promise<Record<string, string>> {
  const tables = await db.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '%\_shards'
        union all select viewname from pg_views where schemaname = 'public' order by 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await one<{ rows: number; sum: string | null }>(
      sql`select count(*)::int as rows, md5(string_agg(r, '|' order by r)) as sum
        from (select (to_jsonb(t) - 'password_hash')::text as r from ${sql.identifier(name)} t) x`,
      db,
    );
    sums[name] = `${row.rows} rows, ${row.sum}`;
  }
  return sums;
}

/** The constraints and indexes of the application schema, as the catalogue defines them. */
async function schemaShape(db: Database) {
  const constraints = await db.db.execute<{ name: string; def: string; valid: boolean }>(sql`
    select conrelid::regclass::text || '.' || conname as name, pg_get_constraintdef(oid) as def, convalidated as valid
    from pg_constraint where connamespace = 'public'::regnamespace order by 1`);
  const indexes = await db.db.execute<{ def: string }>(
    sql`select indexdef as def from pg_indexes where schemaname = 'public' order by indexname`,
  );
  // tgenabled 'O' is on: the seed switches some triggers off while it writes.
  const triggers = await db.db.execute<{ name: string; enabled: string }>(sql`
    select tgrelid::regclass::text || '.' || tgname as name, tgenabled as enabled
    from pg_trigger where not tgisinternal order by 1`);
  return { constraints: constraints.rows, indexes: indexes.rows.map((r) => r.def), triggers: triggers.rows };
}

/** What every seed keeps at any scale: totals, derived statuses, counters and the order of events. */
function itKeepsTheInvariants(db: () => Database) {
  it('derives each order from its items and copies each item from its variant', async () => {
    const mismatched = await count(
      sql`
      with d as (
        select order_id,
          case when bool_and(status = 'CANCELLED') then 'CANCELLED'
               else (array['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'])[min(array_position(array['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'], status::text))]
          end as status,
          sum(total_price) as total
        from order_items group by order_id
      )
      select count(*) as n from orders o left join d on d.order_id = o.id
      where d.order_id is null or o.status::text <> d.status or o.final_amount <> d.total`,
      db(),
    );
    expect(mismatched).toBe(0);
    expect(
      await count(sql`select count(*) as n from order_items where total_price <> unit_price * quantity`, db()),
    ).toBe(0);
    const copied = await count(
      sql`
      select count(*) as n from order_items oi
      join products p on p.id = oi.product_id join product_variants v on v.id = oi.variant_id
      where v.product_id <> p.id or oi.vendor_id <> p.vendor_id or oi.product_name <> p.name or oi.size <> v.size
        or oi.color <> v.color or oi.unit_price <> v.unit_price or oi.variant_image_url is distinct from v.image_url`,
      db(),
    );
    expect(copied).toBe(0);
    expect(await count(sql`select count(*) as n from order_items where variant_id is null`, db())).toBe(0);
    // An order holds distinct variants.
    expect(
      await count(
        sql`select count(*) as n from (select 1 from order_items group by order_id, variant_id having count(*) > 1) t`,
        db(),
      ),
    ).toBe(0);
  });

  it('leaves every counter equal to a fresh count', async () => {
    const statusCounts = await count(
      sql`
      with truth as (
        select 'orders' as entity, status::text, count(*) as n from orders group by 2
        union all select 'equipment_rentals', status::text, count(*) from equipment_rentals group by 2
        union all select 'service_bookings', status::text, count(*) from service_bookings group by 2
        union all select 'seller_requests', status::text, count(*) from seller_requests group by 2
      ), kept as (select entity, status, n from status_counts where n <> 0)
      select count(*) as n from truth full join kept using (entity, status)
      where truth.n is distinct from kept.n`,
      db(),
    );
    expect(statusCounts).toBe(0);
    const vendorOrders = await count(
      sql`
      with truth as (
        select distinct on (oi.vendor_id, oi.order_id) oi.vendor_id, oi.order_id, oi.id, o.order_date, oi.status
        from order_items oi join orders o on o.id = oi.order_id
        order by oi.vendor_id, oi.order_id, oi.id
      )
      select count(*) as n from truth t full join vendor_orders vo using (vendor_id, order_id)
      where (t.id, t.order_date, t.status) is distinct from (vo.first_item_id, vo.order_date, vo.status)`,
      db(),
    );
    expect(vendorOrders).toBe(0);
    const vendorCounts = await count(
      sql`
      with truth as (select vendor_id, status, count(*) as n from vendor_orders group by 1, 2),
        kept as (select vendor_id, status, n from vendor_order_counts where n <> 0)
      select count(*) as n from truth full join kept using (vendor_id, status) where truth.n is distinct from kept.n`,
      db(),
    );
    expect(vendorCounts).toBe(0);
    const productCounts = await count(
      sql`
      with truth as (select vendor_id, count(*) as n from products group by 1),
        kept as (select vendor_id, n from product_counts where n <> 0)
      select count(*) as n from truth full join kept using (vendor_id) where truth.n is distinct from kept.n`,
      db(),
    );
    expect(productCounts).toBe(0);
    const customers = await count(sql`select count(*) as n from customers`, db());
    expect(await count(sql`select count(*) as n from admin_notifications where reach <> ${customers}`, db())).toBe(0);
    expect(await count(sql`select count(*) as n from user_notifications`, db())).toBe(customers * 5);
  });

  it('writes nothing before what it refers to, and nothing in the future', async () => {
    const early = await one<Record<string, number>>(
      sql`
      select
        (select count(*) from orders o join customers c on c.id = o.customer_id where o.order_date <= c.created_at) as orders_before_customer,
        (select count(*) from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
          where o.order_date <= p.created_at) as orders_before_product,
        (select count(*) from products p join vendors v on v.id = p.vendor_id where p.created_at <= v.created_at) as products_before_vendor,
        (select count(*) from products p join categories c on c.id = p.product_category_id where p.created_at <= c.created_at) as products_before_category,
        (select count(*) from equipment_rentals r join customers c on c.id = r.customer_id join equipment e on e.id = r.equipment_id
          where r.created_at <= c.created_at or r.created_at <= e.created_at) as rentals_before_parties,
        (select count(*) from service_bookings b join customers c on c.id = b.customer_id join service_providers p on p.id = b.service_provider_id
          where b.created_at <= c.created_at or b.created_at <= p.created_at) as bookings_before_parties,
        (select count(*) from seller_requests where updated_at < created_at) as requests_decided_before_sent,
        (select count(*) from orders where order_date > now()) as future_orders`,
      db(),
    );
    expect(early).toEqual({
      orders_before_customer: 0,
      orders_before_product: 0,
      products_before_vendor: 0,
      products_before_category: 0,
      rentals_before_parties: 0,
      bookings_before_parties: 0,
      requests_decided_before_sent: 0,
      future_orders: 0,
    });
  });

  it('gives every row a version 4 UUID, as the API validates them', async () => {
    const v4 = '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';
    // The API reads no user notification by its id; a vendor's share of an order has none; the
    // activity log's ids are numbers that grow with its times.
    const keyedByUuid = FILLED_IN_BULK.filter(
      (name) => !['user_notifications', 'vendor_orders', 'activity'].includes(name),
    );
    for (const table of keyedByUuid) {
      expect(await count(sql`select count(*) as n from ${sql.identifier(table)} where id::text !~ ${v4}`, db())).toBe(
        0,
      );
    }
  });

  it('leaves the schema as the migrations made it: every constraint, validated, every index and every trigger on', async () => {
    const fresh = await createTestDatabase();
    try {
      const shape = await schemaShape(db());
      expect(shape).toEqual(await schemaShape(fresh));
      expect(shape.constraints.filter((c) => !c.valid)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
}

describe('seedDemo at scale 1', () => {
  it('reports and writes at least the demo volumes', async () => {
    expect(summary.customers).toBeGreaterThanOrEqual(200);
    expect(await count(sql`select count(*) as n from users where role = 'CUSTOMER'`)).toBeGreaterThanOrEqual(200);
    expect(await count(sql`select count(*) as n from customers`)).toBeGreaterThanOrEqual(200);
    expect(await count(sql`select count(*) as n from vendors`)).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select count(*) as n from equipment`)).toBeGreaterThanOrEqual(25);
    expect(await count(sql`select count(*) as n from service_providers`)).toBeGreaterThanOrEqual(20);
    expect(await count(sql`select count(*) as n from products`)).toBeGreaterThanOrEqual(60);
    expect(await count(sql`select count(*) as n from orders`)).toBeGreaterThanOrEqual(400);
    expect(await count(sql`select count(*) as n from equipment_rentals`)).toBeGreaterThanOrEqual(150);
    expect(await count(sql`select count(*) as n from service_bookings`)).toBeGreaterThanOrEqual(150);
    expect(await count(sql`select count(*) as n from seller_requests`)).toBeGreaterThanOrEqual(25);
    expect(await count(sql`select count(*) as n from admin_notifications`)).toBe(5);
    expect(summary.orders).toBe(await count(sql`select count(*) as n from orders`));
    expect(summary.orderItems).toBe(await count(sql`select count(*) as n from order_items`));
  });

  it('writes an activity log whose ids grow with its times and whose latest versions are the records', async () => {
    const db = seeded.database.db;
    expect(summary.activity).toBe(await count(sql`select count(*) as n from activity`));
    expect(summary.activity).toBeGreaterThan(summary.orders);
    expect(
      await count(
        sql`select count(*) as n from (select at < lag(at) over (order by id) as back from activity) t where back`,
      ),
    ).toBe(0);
    const latest = await db.execute<{
      entity: ActivityEntity;
      record_id: string;
      vendor_id: string | null;
      snapshot: Snapshot;
    }>(sql`
      select distinct on (entity, record_id, vendor_id) entity, record_id, vendor_id, snapshot from activity
      order by entity, record_id, vendor_id, id desc`);
    const kinds = new Set<string>();
    for (const row of latest.rows) {
      // Orders are versioned per vendor (its view of the status); the rest once.
      const vendorId = row.entity === 'orders' ? row.vendor_id : null;
      expect(
        await versionsOf(row.entity).current(db, row.record_id, vendorId),
        `${row.entity} ${row.record_id}`,
      ).toEqual(row.snapshot);
      kinds.add(row.entity);
    }
    // No vendor is suspended, no list exported and no handover recorded by the seed: every other kind has changes.
    const unseeded = new Set<string>(['vendors', 'exports', 'rental-handovers']);
    expect([...kinds].sort()).toEqual(ACTIVITY_ENTITIES.filter((entity) => !unseeded.has(entity)).sort());
  });

  it('creates the demo accounts with their roles and passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await one<{ role: string; password_hash: string | null }>(
        sql`select role, password_hash from users where email = ${account.email}`,
      );
      expect(user.role).toBe(account.role);
      expect(await verifyPassword(user.password_hash, account.password)).toBe(true);
      expect(await verifyPassword(user.password_hash, `${account.password}x`)).toBe(false);
    }
    const vendor = await one<{ n: number }>(
      sql`select count(*) as n from vendors v join users u on u.id = v.user_id where u.email = ${DEMO_ACCOUNTS[1].email}`,
    );
    expect(vendor.n).toBe(1);
  });

  it('gives every vendor a full profile and customers Indian mobiles', async () => {
    const bad = await count(sql`
      select count(*) as n from vendors
      where name is null or owner_name is null or address is null or city is null or state is null or pincode !~ '^[0-9]{6}$'`);
    expect(bad).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from users where role = 'CUSTOMER' and (mobile is null or mobile !~ '^[6-9][0-9]{9}$')`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from users where role = 'CUSTOMER' and password_hash is not null`),
    ).toBe(0);
  });

  it('seeds the eight categories once each, and some products without one', async () => {
    const names = (
      await seeded.database.db.execute<{ name: string }>(sql`select name from categories order by name`)
    ).rows.map((r) => r.name);
    expect(names).toEqual([
      'Bricks & Blocks',
      'Cement',
      'Electrical',
      'Paints',
      'Plumbing',
      'Sand & Aggregates',
      'Steel & TMT Bars',
      'Tiles',
    ]);
    expect(await count(sql`select count(*) as n from categories where description = ''`)).toBe(0);
    expect(await count(sql`select count(*) as n from products where product_category_id is null`)).toBeGreaterThan(0);
  });

  it('lists products with 1 to 4 variants, keywords and information, the demo vendor owning 20+', async () => {
    const variants = await one<{ min: number; max: number }>(sql`
      select min(n)::int as min, max(n)::int as max from (
        select count(v.id) as n from products p left join product_variants v on v.product_id = p.id group by p.id) t`);
    expect(variants.min).toBeGreaterThanOrEqual(1);
    expect(variants.max).toBeLessThanOrEqual(4);
    expect(
      await count(
        sql`select count(*) as n from products where cardinality(keywords) = 0 or jsonb_array_length(information) = 0`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from product_variants where color !~ '^#[0-9A-F]{6}$' or unit_price <= 0`),
    ).toBe(0);
    const demo = await count(sql`
      select count(*) as n from products p join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id
      where u.email = ${DEMO_ACCOUNTS[1].email}`);
    expect(demo).toBeGreaterThanOrEqual(20);
  });

  it('gives the demo vendor orders this month and last month (Asia/Kolkata)', async () => {
    const months = await one<{ cur: number; prev: number }>(sql`
      with b as (
        select (date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}) at time zone ${BUSINESS_TIME_ZONE}) as cur_start,
               ((date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}) - interval '1 month') at time zone ${BUSINESS_TIME_ZONE}) as prev_start
      )
      select count(distinct o.id) filter (where o.order_date >= b.cur_start)::int as cur,
             count(distinct o.id) filter (where o.order_date >= b.prev_start and o.order_date < b.cur_start)::int as prev
      from b, orders o
      join order_items oi on oi.order_id = o.id
      join vendors v on v.id = oi.vendor_id
      join users u on u.id = v.user_id
      where u.email = ${DEMO_ACCOUNTS[1].email}`);
    expect(months.cur).toBeGreaterThan(0);
    expect(months.prev).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from orders where order_date > now() or order_date < now() - interval '91 days'`,
      ),
    ).toBe(0);
  });

  it('mixes two vendors in some orders', async () => {
    expect(
      await count(
        sql`select count(*) as n from (select order_id from order_items group by order_id having count(distinct vendor_id) > 1) t`,
      ),
    ).toBeGreaterThan(0);
  });

  it('gives items pending, delivered and cancelled', async () => {
    const statuses = (
      await seeded.database.db.execute<{ status: string }>(sql`select distinct status::text as status from order_items`)
    ).rows.map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining(['PENDING', 'DELIVERED', 'CANCELLED']));
  });

  it('marks every equipment with stock 0 Not Available', async () => {
    expect(await count(sql`select count(*) as n from equipment where stock = 0`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from equipment where stock = 0 and status <> 'Not Available'`)).toBe(0);
  });

  it('books rentals and services in the equipment and provider units', async () => {
    expect(
      await count(
        sql`select count(*) as n from equipment_rentals r join equipment e on e.id = r.equipment_id where r.unit_name <> e.unit_name or r.multiplier not between 1 and 8`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from equipment_rentals where status = 'COMPLETED'`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from service_bookings b join service_providers p on p.id = b.service_provider_id where b.unit_name <> p.unit_name`,
      ),
    ).toBe(0);
    const others = await count(
      sql`select count(*) as n from service_providers where speciality = 'Other' and other_speciality is not null`,
    );
    expect(others).toBeGreaterThanOrEqual(2);
    const known = await count(
      sql`select count(*) as n from service_providers where speciality <> all(${sql.param([...SPECIALITIES])}::text[])`,
    );
    expect(known).toBe(0);
  });

  it('leaves pending seller requests with valid contact details', async () => {
    expect(await count(sql`select count(*) as n from seller_requests where status = 'PENDING'`)).toBeGreaterThanOrEqual(
      8,
    );
    expect(await count(sql`select count(*) as n from seller_requests where status = 'ACCEPTED'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from seller_requests where status = 'REJECTED'`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from seller_requests where pincode !~ '^[0-9]{6}$' or mobile !~ '^[0-9]{10}$' or cardinality(category) = 0`,
      ),
    ).toBe(0);
    // Accepting a pending request creates an account with its email, so none may be taken.
    expect(
      await count(
        sql`select count(*) as n from seller_requests r join users u on u.email = r.email where r.status = 'PENDING'`,
      ),
    ).toBe(0);
  });

  it('delivers every broadcast to every customer', async () => {
    const customers = await count(sql`select count(*) as n from customers`);
    expect(await count(sql`select count(*) as n from user_notifications`)).toBe(customers * 5);
  });

  it('is deterministic: two seeds at one instant write the very same rows, and only dates follow the clock', async () => {
    // Seeds run one after the other: the fixed rows come from faker, one generator per process.
    const seeds: Database[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const db = await createTestDatabase();
        seeds.push(db);
        await seedDemo(db.db, { scale: 1, now: PINNED_NOW });
      }
      const [first, second] = seeds as [Database, Database];
      const sums = await checksums(first);
      expect(sums.orders).toMatch(/^400 rows, [0-9a-f]{32}$/);
      expect(await checksums(second)).toEqual(sums);
      // The seed of beforeAll ran at another instant: names, amounts and items are the same.
      const clockFree = async (db: Database) => ({
        users: (await db.db.execute(sql`select id, name, email, mobile from users order by id`)).rows,
        products: (await db.db.execute(sql`select id, name, vendor_id from products order by id`)).rows,
        orders: (await db.db.execute(sql`select id, customer_id, final_amount::text from orders order by id`)).rows,
        items: (await db.db.execute(sql`select id, variant_id, quantity from order_items order by id`)).rows,
      });
      expect(await clockFree(seeded.database)).toEqual(await clockFree(first));
    } finally {
      for (const db of seeds) await db.close();
    }
  });

  itKeepsTheInvariants(() => seeded.database);
});

describe('seedDemo at scale 10', () => {
  const bulk = withTestDatabase();
  beforeAll(async () => {
    await seedDemo(bulk.database.db, { scale: 10 });
  });

  it('writes ten times the volumes', async () => {
    expect(await count(sql`select count(*) as n from customers`, bulk.database)).toBe(2000);
    expect(await count(sql`select count(*) as n from products`, bulk.database)).toBe(600);
    expect(await count(sql`select count(*) as n from orders`, bulk.database)).toBe(4000);
    expect(await count(sql`select count(*) as n from equipment_rentals`, bulk.database)).toBe(1500);
    expect(await count(sql`select count(*) as n from service_bookings`, bulk.database)).toBe(1500);
    expect(await count(sql`select count(*) as n from seller_requests`, bulk.database)).toBe(250);
  });

  it('spreads the orders over two years, recent months holding more, this month and the last one included', async () => {
    const spread = await one<{ oldest: number; older_than_90: number; this_month: number; last_month: number }>(
      sql`
      with b as (
        select (date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}) at time zone ${BUSINESS_TIME_ZONE}) as cur_start,
               ((date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}) - interval '1 month') at time zone ${BUSINESS_TIME_ZONE}) as prev_start
      )
      select extract(epoch from now() - min(o.order_date))::int / 86400 as oldest,
        count(*) filter (where o.order_date < now() - interval '90 days')::int as older_than_90,
        count(*) filter (where o.order_date >= b.cur_start)::int as this_month,
        count(*) filter (where o.order_date >= b.prev_start and o.order_date < b.cur_start)::int as last_month
      from b, orders o`,
      bulk.database,
    );
    expect(historyDays(10)).toBe(730);
    expect(spread.oldest).toBeLessThanOrEqual(730);
    expect(spread.oldest).toBeGreaterThan(600);
    expect(spread.older_than_90).toBeGreaterThan(1000);
    expect(spread.this_month).toBeGreaterThanOrEqual(50);
    expect(spread.last_month).toBeGreaterThanOrEqual(50);
  });

  itKeepsTheInvariants(() => bulk.database);
});
