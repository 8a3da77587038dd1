import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';
import { DEMO_ACCOUNTS, type SeedSummary, seedDemo } from '../../src/server/seed';
import { BUSINESS_TIME_ZONE, SPECIALITIES } from '../../src/shared/constants';
import { createTestDatabase } from './helpers/db';

let database: Database;
let summary: SeedSummary;

beforeAll(async () => {
  database = await createTestDatabase();
  summary = await seedDemo(database.db, { scale: 1 });
});
afterAll(() => database.close());

/** The one row a query returns, with bigint counts as numbers (client.ts parses INT8). */
async function one<T extends Record<string, unknown>>(query: SQL): Promise<T> {
  const result = await database.db.execute<T>(query);
  const row = result.rows[0];
  if (!row) throw new Error('no row');
  return row as T;
}

const count = async (query: SQL) => (await one<{ n: number }>(query)).n;

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
      await database.db.execute<{ name: string }>(sql`select name from categories order by name`)
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

  it('derives each order status from its items and its amount from their totals', async () => {
    const mismatched = await count(sql`
      with d as (
        select order_id,
          case when bool_and(status = 'CANCELLED') then 'CANCELLED'
               else (array['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'])[min(array_position(array['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'], status::text))]
          end as status,
          sum(total_price) as total
        from order_items group by order_id
      )
      select count(*) as n from orders o left join d on d.order_id = o.id
      where d.order_id is null or o.status::text <> d.status or o.final_amount <> d.total`);
    expect(mismatched).toBe(0);
    expect(await count(sql`select count(*) as n from order_items where total_price <> unit_price * quantity`)).toBe(0);
    const copied = await count(sql`
      select count(*) as n from order_items oi
      join products p on p.id = oi.product_id join product_variants v on v.id = oi.variant_id
      where oi.vendor_id <> p.vendor_id or oi.product_name <> p.name or oi.size <> v.size or oi.color <> v.color or oi.unit_price <> v.unit_price`);
    expect(copied).toBe(0);
    const statuses = (
      await database.db.execute<{ status: string }>(sql`select distinct status::text as status from order_items`)
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

  it('is deterministic: a second database gets the same names', async () => {
    const names = async (db: Database) => ({
      products: (await db.db.execute<{ name: string }>(sql`select name from products order by name`)).rows.map(
        (r) => r.name,
      ),
      equipment: (await db.db.execute<{ name: string }>(sql`select name from equipment order by name`)).rows.map(
        (r) => r.name,
      ),
      amounts: (
        await db.db.execute<{ a: string }>(sql`select final_amount::text as a from orders order by id`)
      ).rows.map((r) => r.a),
    });
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, { scale: 1 });
      expect(await names(other)).toEqual(await names(database));
    } finally {
      await other.close();
    }
  });
});
