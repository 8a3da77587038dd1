import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, users } from '../../src/server/db/schema';
import { type Actor, withTestApp } from './helper';
import { createCategory } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import { productsApi } from './helpers/products';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });
const api = productsApi(t);
/** A vendor with no products. */
let empty: Actor;
let categoryId: string;

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2025, 0, 1);

/** `n` products of a vendor, listed a day apart except that every third shares its creation time with the one before. */
async function listProducts(vendorId: string, n: number, name: string) {
  const rows = Array.from({ length: n }, (_, i) => ({
    vendorId,
    name: `${name} ${i}`,
    productCategoryId: i % 2 === 0 ? categoryId : null,
    createdAt: new Date(start + (i - (i % 3 === 2 ? 1 : 0)) * DAY),
  }));
  await t.database.db.insert(products).values(rows);
}

beforeAll(async () => {
  categoryId = await createCategory(t.database, 'Steel', 'TMT bars');
  empty = await t.signUp('VENDOR');
  await listProducts(t.vendorA.vendorId, 23, 'A');
  await listProducts(t.vendorB.vendorId, 14, 'B');
});

/** The list's order, by the database: newest first, id breaking ties. */
async function expectedIds(vendorId?: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(vendorId ? eq(products.vendorId, vendorId) : undefined)
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((r) => r.id);
}

describe('GET /products/get-vendor-products', () => {
  it.each([5, 10, 20, 50])(
    "pages a vendor's products %i at a time in the database's order, past the last page too",
    async (pageSize) => {
      const ids = await expectedIds(t.vendorA.vendorId);
      const pages = Math.ceil(ids.length / pageSize);
      for (let pageNumber = 1; pageNumber <= pages + 1; pageNumber++) {
        const page = await api.page(`?pageNumber=${pageNumber}&pageSize=${pageSize}`, t.vendorA.headers);
        expect(page.totalRows).toBe(ids.length);
        expect(page.data.map((p) => p.id)).toEqual(ids.slice((pageNumber - 1) * pageSize, pageNumber * pageSize));
      }
    },
  );

  it.each([5, 10, 20])("pages an admin through every vendor's products %i at a time", async (pageSize) => {
    const ids = await expectedIds();
    expect(new Set(ids).size).toBeGreaterThanOrEqual(37);
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= Math.ceil(ids.length / pageSize); pageNumber++) {
      const page = await api.page(`?pageNumber=${pageNumber}&pageSize=${pageSize}`, t.admin.headers);
      expect(page.totalRows).toBe(ids.length);
      seen.push(...page.data.map((p) => p.id));
    }
    expect(seen).toEqual(ids);
  });

  it('a page beyond the end: no rows, and the real total', async () => {
    expect(await api.page('?pageNumber=99&pageSize=50', t.vendorA.headers)).toEqual({ data: [], totalRows: 23 });
    expect(await api.page('?pageNumber=1000000', t.admin.headers)).toMatchObject({ data: [] });
    const last = `?pageNumber=${Number.MAX_SAFE_INTEGER}&pageSize=50`;
    expect(await api.page(last, t.vendorA.headers)).toEqual({ data: [], totalRows: 23 });
  });

  it('a vendor without products: no rows, total 0', async () => {
    expect(await api.page('', empty.headers)).toEqual({ data: [], totalRows: 0 });
  });

  it('without a query: page 1, 10 rows', async () => {
    const page = await api.page('', t.vendorB.headers);
    expect(page.totalRows).toBe(14);
    expect(page.data.map((p) => p.id)).toEqual((await expectedIds(t.vendorB.vendorId)).slice(0, 10));
  });

  it('a vendor sees only its own products; each names its vendor and category', async () => {
    const shop = await t.database.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.id, t.vendorB.vendorId) });
    const { data } = await api.page('?pageSize=50', t.vendorB.headers);
    expect(data).toHaveLength(14);
    for (const product of data) {
      expect(product.vendor).toEqual({ id: t.vendorB.vendorId, name: shop!.name });
      expect(product.productCategory).toEqual(product.productCategoryId ? { name: 'Steel' } : null);
    }
  });

  it("carries each product's variants, oldest first", async () => {
    const [newest] = await expectedIds(t.vendorB.vendorId);
    const times = [3, 1, 2].map((d) => new Date(start + 40 * DAY + d * 1000));
    const variants = await t.database.db
      .insert(productVariants)
      .values(
        times.map((createdAt, i) => ({
          productId: newest!,
          color: '#111111',
          size: `${i + 8} mm`,
          unitPrice: 60 + i,
          unitName: 'kg',
          stock: 5,
          createdAt,
        })),
      )
      .returning();
    const { data } = await api.page('?pageSize=5', t.vendorB.headers);
    const byAge = [...variants].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(data[0]?.variants.map((v) => v.size)).toEqual(byAge.map((v) => v.size));
    expect(data[0]?.variants[0]).toEqual({
      id: byAge[0]!.id,
      productId: newest,
      imageUrl: null,
      color: '#111111',
      size: byAge[0]!.size,
      unitPrice: byAge[0]!.unitPrice,
      unitName: 'kg',
      stock: 5,
    });
    expect(data.slice(1).every((p) => p.variants.length === 0)).toBe(true);
  });

  it.each([
    ['a page size outside 5, 10, 20, 50', '?pageSize=7', 'pageSize', 'pageSize must be one of 5, 10, 20, 50'],
    ['a page size that is not a number', '?pageSize=ten', 'pageSize', 'pageSize must be one of 5, 10, 20, 50'],
    ['page 0', '?pageNumber=0', 'pageNumber', 'pageNumber must be a whole number from 1'],
    ['a negative page', '?pageNumber=-1', 'pageNumber', 'pageNumber must be a whole number from 1'],
    ['a fractional page', '?pageNumber=1.5', 'pageNumber', 'pageNumber must be a whole number from 1'],
    ['a page that is not a number', '?pageNumber=last', 'pageNumber', 'pageNumber must be a whole number from 1'],
  ])('refuses %s with 400 on its parameter', async (_case, query, field, message) => {
    expect(expectApiError(await api.list(query, t.vendorA.headers), 400).errors?.[field]).toBe(message);
  });
});

describe('totalRows', () => {
  /** What a scan says, per vendor and in all. */
  const scan = async (vendorId?: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(products)
        .where(vendorId ? eq(products.vendorId, vendorId) : undefined)
    )[0]?.n;

  it("follows adds and deletes, and matches the vendor dashboard's Listed Products", async () => {
    const before = (await api.page('', t.vendorA.headers)).totalRows;
    const added = [await api.addProduct(t.vendorA.headers), await api.addProduct(t.vendorA.headers)];
    await api.post('delete-product', { productId: added[0]!.id }, t.vendorA.headers);
    const { totalRows } = await api.page('', t.vendorA.headers);
    expect(totalRows).toBe(before + 1);
    expect(totalRows).toBe(await scan(t.vendorA.vendorId));
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/vendor-dashboard',
      headers: t.vendorA.headers,
    });
    expect(dashboard.json<{ data: { products: { all: number } } }>().data.products.all).toBe(totalRows);
    expect((await api.page('', t.admin.headers)).totalRows).toBe(await scan());
  });

  it('is unchanged by a write that rolls back', async () => {
    const before = (await api.page('', t.admin.headers)).totalRows;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(products).values({ vendorId: t.vendorB.vendorId, name: 'Rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await api.page('', t.admin.headers)).totalRows).toBe(before);
  });

  it("drops a deleted vendor's products from the admin's total", async () => {
    const gone = await t.addUser('VENDOR');
    await listProducts(gone.vendorId!, 4, 'Gone');
    expect((await api.page('', t.admin.headers)).totalRows).toBe(await scan());
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const { totalRows } = await api.page('', t.admin.headers);
    expect(totalRows).toBe(await scan());
    expect(await scan(gone.vendorId)).toBe(0);
  });

  it('matches a scan for every vendor, also after a product changes vendor', async () => {
    const [moved] = await expectedIds(t.vendorB.vendorId);
    await t.database.db.update(products).set({ vendorId: t.vendorA.vendorId }).where(eq(products.id, moved!));
    const kept = await t.database.db.execute<{ vendor_id: string; n: number }>(
      sql`select vendor_id, n::int as n from product_counts where n <> 0 order by vendor_id`,
    );
    const scanned = await t.database.db
      .select({ vendor_id: products.vendorId, n: count() })
      .from(products)
      .groupBy(products.vendorId)
      .orderBy(asc(products.vendorId));
    expect(kept.rows).toEqual(scanned);
  });
});
