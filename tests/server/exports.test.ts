import http from 'node:http';
import type net from 'node:net';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, customers, equipmentRentals, orders, products, users } from '../../src/server/db/schema';
import { csvCell, csvLine } from '../../src/server/http/csv';
import { activity } from '../../src/server/modules/activity/table';
import { EXPORT_ROWS_HEADER } from '../../src/shared/contract/exports';
import { PRODUCT_COLUMNS } from '../../src/shared/contract/imports';
import { messages } from '../../src/shared/messages';
import { withTestApp } from './helper';
import { csvRecords, parseCsv } from './helpers/csv';
import { createCategory, createCustomer, createProduct } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import { placeOrder } from './helpers/orders';
import { createEquipment, insertRental } from './helpers/statusRecords';

const t = withTestApp();
const m = messages.exports;
let customerId: string;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, n));

beforeAll(async () => {
  customerId = await createCustomer(t.database);
  // Orders of two vendors in every status the filter takes; the same time twice, so ids break ties.
  const statuses = ['PENDING', 'DELIVERED', 'PENDING', 'SHIPPED', 'PENDING'] as const;
  for (let i = 0; i < 12; i++) {
    const status = statuses[i % statuses.length]!;
    const vendorId = i % 3 === 0 ? t.vendorB.vendorId : t.vendorA.vendorId;
    await placeOrder(t.database, customerId, day(Math.floor(i / 2)), [
      { vendorId, totalPrice: 100.5 + i, quantity: 2, status },
    ]);
  }
});

const lines = (body: string) => parseCsv(body).slice(1);

describe('CSV cells (RFC 4180, CSV injection)', () => {
  it('prefixes text that a spreadsheet would run or cut with a quote: = + - @ tab CR NUL', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\0'])
      expect(csvCell(`${start}1+1`).replace(/^"|"$/g, '')).toBe(`'${start}1+1`);
  });
  it('leaves numbers as numbers, negative ones too, and other text alone', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('Cement 50 kg')).toBe('Cement 50 kg');
    expect(csvCell(null)).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling the quotes; ends a line with CRLF', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['x', 1])).toBe('x,1\r\n');
  });
});

describe('GET /exports/<list>: content', () => {
  it('the admin orders filtered to PENDING equal a fresh query: BOM, header, rows newest first, the count first', async () => {
    const res = await t.admin.get('/api/v1/exports/material-orders?status=PENDING');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="material-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFOrder ID,Customer,Mobile,Order Date,Items,Amount,Status\r\n')).toBe(true);
    const fresh = await t.database.db
      .select({ id: orders.id, name: users.name, date: orders.orderDate, amount: orders.finalAmount })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(orders.status, 'PENDING'))
      .orderBy(desc(orders.orderDate), desc(orders.id));
    expect(fresh.length).toBeGreaterThan(3);
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe(String(fresh.length));
    expect(lines(res.body)).toEqual(
      fresh.map((o) => [o.id, o.name, '', o.date.toISOString(), '2', String(o.amount), 'PENDING']),
    );
  });

  it("a vendor's orders are only its own, whatever the query names", async () => {
    const res = await t.vendorB.get(`/api/v1/exports/vendor-orders?vendorId=${t.vendorA.vendorId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.db.execute<{ id: string }>(
      sql`select order_id as id from vendor_orders where vendor_id = ${t.vendorB.vendorId} order by order_date desc, order_id desc`,
    );
    expect(rows.length).toBe(4);
    expect(lines(res.body).map(([id]) => id)).toEqual(rows.map((r) => r.id));
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe('4');
  });

  it('rentals filtered by status equal a fresh query', async () => {
    const equipmentId = await createEquipment(t.database, { dailyRate: 250, stock: 2, name: '@Crane' });
    for (const status of ['PENDING', 'CONFIRMED', 'CONFIRMED', 'CANCELLED'] as const)
      await insertRental(t.database, { equipmentId, customerId, status, qty: 2 });
    const res = await t.admin.get('/api/v1/exports/equipment-rentals?status=CONFIRMED');
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await t.database.db
      .select({ id: equipmentRentals.id })
      .from(equipmentRentals)
      .where(eq(equipmentRentals.status, 'CONFIRMED'))
      .orderBy(desc(equipmentRentals.createdAt), desc(equipmentRentals.id));
    const records = csvRecords(res.body);
    expect(records.map((r) => r[messages.rental.columnId])).toEqual(fresh.map((r) => r.id));
    expect(records[0]).toMatchObject({
      [messages.rental.columnEquipment]: "'@Crane",
      [messages.rental.columnQuantity]: '2',
      [messages.rental.columnRate]: '250',
      [messages.rental.columnStatus]: 'CONFIRMED',
    });
  });

  it('a sorted catalog list, over many batches, equals a fresh query in its order; columns as asked, the id first', async () => {
    await t.database.db.execute(sql`
      insert into categories (name, description)
      select 'Bulk ' || lpad(n::text, 5, '0'), case when n % 2 = 0 then 'even' else 'odd, "quoted"' end
      from generate_series(1, 2500) n`);
    const res = await t.admin.get('/api/v1/exports/categories?sort=name&order=DESC&columns=description,name');
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await t.database.db
      .select({ id: categories.id, name: categories.name, description: categories.description })
      .from(categories)
      .orderBy(desc(categories.name), desc(categories.id));
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([m.id, messages.category.columnDescription, messages.category.columnName]);
    expect(rows).toEqual(fresh.map((c) => [c.id, c.description, c.name]));
  });

  it("follows the screen's shown columns by key or header, leaving out what the file has no column for", async () => {
    const id = await createCategory(t.database, 'Shown cement', 'Bags');
    const names = [messages.category.columnDescription, 'name', 'Thumbnail'].join(',');
    const res = await t.admin.get(`/api/v1/exports/categories?shown=${encodeURIComponent(names)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header] = parseCsv(res.body);
    expect(header).toEqual([m.id, messages.category.columnDescription, messages.category.columnName]);
    expect(csvRecords(res.body).find((r) => r[m.id] === id)).toEqual({
      [m.id]: id,
      [messages.category.columnDescription]: 'Bags',
      [messages.category.columnName]: 'Shown cement',
    });

    // Another screen's arrangement names nothing of this list: every column, as with none.
    const other = await t.admin.get('/api/v1/exports/categories?shown=Order%20ID');
    const every = await t.admin.get('/api/v1/exports/categories');
    expect(parseCsv(other.body)[0]).toEqual(parseCsv(every.body)[0]);
    expectApiError(await t.admin.get('/api/v1/exports/categories?shown=a%07b'), 400, m.invalidColumns);
  });

  it('writes formula-looking text with a quote, keeps quotes, commas and line breaks inside one cell', async () => {
    const id = await createCategory(t.database, '=HYPERLINK("http://x")', 'line one\nline "two", end');
    const res = await t.admin.get('/api/v1/exports/categories?columns=name,description');
    const row = csvRecords(res.body).find((r) => r[m.id] === id);
    expect(row).toEqual({
      [m.id]: id,
      [messages.category.columnName]: `'=HYPERLINK("http://x")`,
      [messages.category.columnDescription]: 'line one\nline "two", end',
    });
  });

  it('products: one line per variant in the import format; a product without variants is one line; the admin gets Vendor', async () => {
    const two = await createProduct(t.database, t.vendorA.vendorId, { name: 'Cement, "OPC"', variants: 2 });
    const none = await createProduct(t.database, t.vendorA.vendorId, { name: 'Sand', variants: 0 });
    const other = await createProduct(t.database, t.vendorB.vendorId, { name: 'B only' });

    const mine = await t.vendorA.get('/api/v1/exports/materials');
    expect(mine.statusCode, mine.body).toBe(200);
    const [header, ...rows] = parseCsv(mine.body);
    expect(header).toEqual([...PRODUCT_COLUMNS]);
    const records = csvRecords(mine.body);
    expect(records.map((r) => r['Product ID'])).not.toContain(other.productId);
    expect(records.filter((r) => r['Product ID'] === two.productId)).toEqual(
      two.variantIds.map((variantId, i) => ({
        'Product ID': two.productId,
        'Product Key': '',
        'Product Name': 'Cement, "OPC"',
        Category: '',
        Description: '',
        Keywords: '',
        Information: '[]',
        'Variant ID': variantId,
        SKU: '',
        Size: `${50 + i} kg`,
        Colour: 'Grey',
        'Unit Price': `${100 + i}.00`,
        'Unit Name': 'bag',
        Stock: '10',
      })),
    );
    expect(records.filter((r) => r['Product ID'] === none.productId)).toEqual([
      expect.objectContaining({ 'Variant ID': '', Size: '', 'Unit Price': '', Stock: '' }),
    ]);
    expect(rows.every((row) => row.length === PRODUCT_COLUMNS.length)).toBe(true);

    const all = await t.admin.get('/api/v1/exports/materials');
    const [adminHeader] = parseCsv(all.body);
    expect(adminHeader).toEqual([...PRODUCT_COLUMNS.slice(0, 3), 'Vendor', ...PRODUCT_COLUMNS.slice(3)]);
    expect(csvRecords(all.body).map((r) => r['Product ID'])).toContain(other.productId);
  });

  it('products over many batches, either order, equal a fresh query (ids break ties of one time)', async () => {
    await t.database.db.execute(sql`
      insert into products (vendor_id, name, created_at)
      select ${t.vendorB.vendorId}, 'Batch ' || n, timestamptz '2026-02-01' + (n / 2) * interval '1 microsecond'
      from generate_series(1, 1200) n`);
    for (const order of ['ASC', 'DESC'] as const) {
      const res = await t.vendorB.get(`/api/v1/exports/materials?sort=createdAt&order=${order}`);
      expect(res.statusCode, res.body).toBe(200);
      const direction = order === 'ASC' ? asc : desc;
      const fresh = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.vendorId, t.vendorB.vendorId))
        .orderBy(direction(products.createdAt), direction(products.id));
      expect(csvRecords(res.body).map((r) => r['Product ID'])).toEqual(fresh.map((p) => p.id));
    }
  });

  it('every list of both roles answers CSV with its header', async () => {
    const admin = [
      'equipments',
      'materials',
      'categories',
      'service-provider',
      'material-orders',
      'equipment-rentals',
      'service-bookings',
      'seller-requests',
      'vendors',
      'notifications',
    ];
    for (const list of admin) {
      const res = await t.admin.get(`/api/v1/exports/${list}`);
      expect(res.statusCode, `${list}: ${res.body}`).toBe(200);
      expect(parseCsv(res.body)[0]?.length, list).toBeGreaterThan(2);
    }
    for (const list of ['materials', 'vendor-orders'])
      expect((await t.vendorA.get(`/api/v1/exports/${list}`)).statusCode, list).toBe(200);
  });
});

describe('GET /exports/<list>: refusals', () => {
  it('a vendor cannot export an admin list; a customer nothing; an anonymous caller is asked to sign in', async () => {
    expect((await t.vendorA.get('/api/v1/exports/material-orders')).statusCode).toBe(403);
    expect((await t.vendorA.get('/api/v1/exports/vendors')).statusCode).toBe(403);
    expect((await t.customer.get('/api/v1/exports/materials')).statusCode).toBe(403);
    expect((await t.admin.get('/api/v1/exports/vendor-orders')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/v1/exports/materials')).statusCode).toBe(401);
  });

  it('an unknown filter value, sort, order or column is a 400 with its message, and records nothing', async () => {
    const before = await exportsRecorded();
    const cases = [
      ['/api/v1/exports/material-orders?status=LOST', messages.order.invalidStatus],
      ['/api/v1/exports/categories?sort=password', m.invalidSort],
      ['/api/v1/exports/equipments?sort=information', m.invalidSort],
      ['/api/v1/exports/categories?sort=__proto__', m.invalidSort],
      ['/api/v1/exports/categories?order=UP', m.invalidOrder],
      ['/api/v1/exports/categories?columns=name,password', m.invalidColumns],
      ['/api/v1/exports/categories?columns=', m.invalidColumns],
    ] as const;
    for (const [url, message] of cases) {
      const res = await t.admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(message);
    }
    expect(await exportsRecorded()).toBe(before);
  });
});

const exportsRecorded = async () =>
  (await t.database.db.select({ id: activity.id }).from(activity).where(eq(activity.entity, 'exports'))).length;

describe('the activity log', () => {
  it('a HEAD answers the headers alone: the row count, no rows read and nothing recorded', async () => {
    const before = await exportsRecorded();
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/exports/vendor-orders',
      headers: t.vendorA.headers,
    });
    const get = await t.vendorA.get('/api/v1/exports/vendor-orders');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers[EXPORT_ROWS_HEADER]).toBe(String(lines(get.body).length));
    expect(await exportsRecorded()).toBe(before + 1);
  });
  it('records each export: who, the list, filter, sort, columns and rows; a vendor sees its own', async () => {
    const res = await t.vendorA.get('/api/v1/exports/vendor-orders?status=PENDING&columns=id,status');
    const written = lines(res.body).length;
    const log = await t.vendorA.get('/api/v1/activity?entity=exports');
    expect(log.statusCode, log.body).toBe(200);
    const [entry] = log.json<{
      data: { action: string; recordLabel: string; changes: { field: string; after: unknown }[] }[];
    }>().data;
    expect(entry).toMatchObject({ action: 'export', recordLabel: 'vendor-orders' });
    const after = Object.fromEntries(entry!.changes.map((c) => [c.field, c.after]));
    expect(after).toEqual({
      list: 'vendor-orders',
      filter: { status: 'PENDING' },
      sort: { field: 'orderDate', order: 'DESC' },
      columns: ['id', 'status'],
      rows: written,
      cancelled: false,
    });
    const theirs = await t.vendorB.get('/api/v1/activity?entity=exports');
    const actors = theirs.json<{ data: { actor: { id: string } }[] }>().data.map((e) => e.actor.id);
    expect(actors.length).toBeGreaterThan(0);
    expect(actors.every((id) => id === t.vendorB.user.id)).toBe(true);
  });
});

describe('a client that goes away', () => {
  /** Reads the export's first chunk, goes away, and answers what the log then says of the export. */
  async function abandon(list: string) {
    const server = await t.secondApp({});
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as net.AddressInfo;
    const [last] = await t.database.db.select({ id: activity.id }).from(activity).orderBy(desc(activity.id)).limit(1);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: `/api/v1/exports/${list}`, headers: t.admin.headers },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', () => undefined);
      request.setTimeout(10_000, () => reject(new Error('no answer')));
    });
    // Recorded once the server has seen the client go.
    let recorded: { rows: number; cancelled: boolean } | undefined;
    for (let i = 0; i < 100 && !recorded; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await t.database.db
        .select({ snapshot: activity.snapshot })
        .from(activity)
        .where(and(eq(activity.entity, 'exports'), gt(activity.id, last?.id ?? 0)));
      recorded = row?.snapshot as typeof recorded;
    }
    await server.close();
    return recorded;
  }

  it('stops the reading of keyset batches: the export is recorded cancelled, short of the rows there are', async () => {
    const rows = 20_000;
    await t.database.db.execute(sql`
      insert into categories (name, description)
      select 'Wide ' || n, repeat('x', 1000) from generate_series(1, ${rows}) n`);
    const recorded = await abandon('categories');
    expect(recorded?.cancelled).toBe(true);
    expect(recorded?.rows).toBeLessThan(rows);
  });

  it("stops the reading of every order (PostgreSQL: the cursor's), short of the rows there are", async () => {
    const rows = 100_000;
    await t.database.db.execute(sql`
      insert into orders (customer_id, order_date, final_amount, shipping_address, status)
      select ${customerId}, now() - n * interval '1 second', n, 'Pune', 'PENDING' from generate_series(1, ${rows}) n`);
    const recorded = await abandon('material-orders');
    expect(recorded?.cancelled).toBe(true);
    expect(recorded?.rows).toBeLessThan(rows);
    // The cursor's transaction ended with the export: no session is left inside one.
    const { rows: open } = await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(open[0]).toEqual({ n: 0 });
  }, 60_000);
});

describe('a read that fails mid-export', () => {
  /**
   * Starts the categories export over HTTP (compressed as a browser asks, or not), holds the
   * answer after its first chunk while `meddle` runs, then reads on: whether the answer ended
   * whole, and the bytes it brought.
   */
  async function interrupted(encoding: string, meddle: () => Promise<void>) {
    const server = await t.secondApp({});
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as net.AddressInfo;
    try {
      return await new Promise<{ ended: boolean; bytes: number }>((resolve, reject) => {
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/exports/categories',
            headers: { ...t.admin.headers, 'accept-encoding': encoding },
          },
          (response) => {
            let bytes = 0;
            let ended = false;
            response.once('data', (chunk: Buffer) => {
              bytes += chunk.length;
              response.pause();
              meddle().then(() => {
                response.on('data', (more: Buffer) => {
                  bytes += more.length;
                });
                response.resume();
              }, reject);
            });
            response.on('end', () => {
              ended = true;
            });
            response.on('error', () => undefined);
            response.on('close', () => resolve({ ended, bytes }));
          },
        );
        request.on('error', reject);
        request.setTimeout(30_000, () => reject(new Error('no answer')));
      });
    } finally {
      await server.close();
    }
  }

  it('keyset batches: a batch failing after the first aborts the answer rather than ending a cut file', async () => {
    const rows = 20_000;
    await t.database.db.execute(sql`
      insert into categories (name, description)
      select 'Cut ' || n, repeat('x', 1000) from generate_series(1, ${rows}) n`);
    for (const encoding of ['identity', 'gzip']) {
      // The next batches' statement names a column that is gone: the database refuses them.
      const result = await interrupted(encoding, async () => {
        await t.database.db.execute(sql`alter table categories rename column description to description_gone`);
      }).finally(() =>
        t.database.db.execute(sql`alter table categories rename column description_gone to description`),
      );
      expect(result.bytes, encoding).toBeGreaterThan(0);
      expect(result.bytes, encoding).toBeLessThan(rows * 1000);
      expect(result.ended, encoding).toBe(false);
    }
  }, 60_000);
});
