import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductListResponse, ProductsQuery } from '../../../shared/contract/products';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { productCounts, products } from '../../db/schema';
import { listLowStockProducts } from './lowStockList';
import { type Caller, productColumns, toProduct } from './records';

/** A vendor's products, or every vendor's: read from the counts the triggers keep (no scan). */
export async function productCount(db: Db, vendorId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${productCounts.n}), 0)`.mapWith(Number) })
    .from(productCounts)
    .where(vendorId === null ? undefined : eq(productCounts.vendorId, vendorId));
  return row?.n ?? 0;
}

type Scope = 'vendor' | 'all';

/**
 * One page of products, newest first, with the total from the kept counts, in one statement.
 * A page's ids come from an index-only scan; a page in the back half is read from the oldest end
 * (each branch runs only when its one-time condition on the total holds), so no page skips more
 * than half the products. The oldest-first branch reads a whole page size, so on a short last
 * page it also brings the previous page's oldest rows, which listProducts cuts.
 *
 * It is a named prepared statement per scope and page size (the size is a literal, so the planner
 * knows the limit), and `skipped` is only ever read through a subquery: custom plans then cost the
 * same as the generic one, which PostgreSQL settles on, so a request spends no time planning.
 */
function pageStatement(db: Db, scope: Scope, size: number) {
  const vendorId = sql.placeholder('vendorId');
  const skipped = sql`(select ${sql.placeholder('skipped')}::bigint)`;
  const limit = sql.raw(String(size));
  const own: SQL = scope === 'all' ? sql`true` : sql`vendor_id = ${vendorId}`;
  const page = db.$with('page', { id: products.id, totalRows: sql<number>`total_rows`.as('total_rows') }).as(sql`
    with total as materialized (
      select coalesce(sum(n), 0)::int as n from product_counts where ${own}
    )
    select id, (select n from total) as total_rows from (
      (select id from products where ${own} and ${skipped} * 2 <= (select n from total)
        order by created_at desc, id desc limit ${limit} offset ${skipped})
      union all
      (select id from products where ${own} and ${skipped} * 2 > (select n from total) and ${skipped} < (select n from total)
        order by created_at, id limit ${limit} offset greatest(0, (select n from total) - ${skipped} - ${limit}))
    ) ids`);
  return db
    .with(page)
    .select({ totalRows: page.totalRows, ...productColumns })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .orderBy(desc(products.createdAt), desc(products.id))
    .prepare(`products_page_${scope}_${size}`);
}

/** The page statement of this database, scope and size, prepared on first use. */
const statementOf = (db: Db, scope: Scope, size: number) =>
  preparedOnce(db, `products_page_${scope}_${size}`, () => pageStatement(db, scope, size));

/**
 * GET /products/get-vendor-products: one page of the caller's products (an admin's: every
 * vendor's), newest first, each with its category, vendor and variants, and how many there are.
 */
export async function listProducts(db: Db, caller: Caller, query: ProductsQuery): Promise<ProductListResponse> {
  if (query.lowStock === 'true') return listLowStockProducts(db, caller, query);
  const skipped = (query.pageNumber - 1) * query.pageSize;
  const rows = await statementOf(db, caller.vendorId === null ? 'all' : 'vendor', query.pageSize).execute({
    vendorId: caller.vendorId,
    skipped,
  });
  const first = rows[0];
  // No row: the page is past the end, so the total comes on its own.
  if (!first) return { data: [], totalRows: await productCount(db, caller.vendorId) };
  const { totalRows } = first;
  const onPage = skipped * 2 > totalRows ? rows.slice(Math.max(0, rows.length - (totalRows - skipped))) : rows;
  return { data: onPage.map(toProduct), totalRows };
}
