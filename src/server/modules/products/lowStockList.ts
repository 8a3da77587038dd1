import { desc, sql } from 'drizzle-orm';
import type { ProductListResponse, ProductsQuery } from '../../../shared/contract/products';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { products } from '../../db/schema';
import { type Caller, productColumns, toProduct } from './records';

type Scope = 'vendor' | 'all';

const own = (scope: Scope) =>
  scope === 'all' ? sql`true` : sql`${products.vendorId} = ${sql.placeholder('vendorId')}`;
/** The product has a variant low on stock: a probe of the low-stock partial index (migration 0026). */
const hasLowVariant = sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and is_low_stock(v.stock))`;

/** How many of the scope's products have a variant low on stock: the partial index's entries, a few percent of the variants. */
const countStatement = (db: Db, scope: Scope) =>
  preparedOnce(db, `products_low_stock_count_${scope}`, () =>
    db
      .select({
        // Raw names: a select from no table renders columns unqualified.
        n: sql<number>`(select count(distinct v.product_id) from product_variants v join products p on p.id = v.product_id
          where is_low_stock(v.stock) and ${scope === 'all' ? sql`true` : sql`p.vendor_id = ${sql.placeholder('vendorId')}`})`.mapWith(
          Number,
        ),
      })
      .from(sql`(select 1) as one`)
      .prepare(`products_low_stock_count_${scope}`),
  );

/** A page of them, newest first: the products index read until a page of them is found. */
const pageStatement = (db: Db, scope: Scope, size: number) =>
  preparedOnce(db, `products_low_stock_${scope}_${size}`, () =>
    db
      .select(productColumns)
      .from(products)
      .where(sql`${own(scope)} and ${hasLowVariant}`)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(size)
      .offset(sql.placeholder('skipped'))
      .prepare(`products_low_stock_${scope}_${size}`),
  );

/**
 * GET /products/get-vendor-products?lowStock=true (beyond the spec; the dashboards' links): the
 * caller's products (an admin's: every vendor's) with at least one variant low on stock.
 */
export async function listLowStockProducts(db: Db, caller: Caller, query: ProductsQuery): Promise<ProductListResponse> {
  const scope: Scope = caller.vendorId === null ? 'all' : 'vendor';
  const values = { vendorId: caller.vendorId, skipped: (query.pageNumber - 1) * query.pageSize };
  const [[count], rows] = await Promise.all([
    countStatement(db, scope).execute(values),
    pageStatement(db, scope, query.pageSize).execute(values),
  ]);
  return { data: rows.map(toProduct), totalRows: count?.n ?? 0 };
}
