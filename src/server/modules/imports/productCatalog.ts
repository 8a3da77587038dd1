import { sql } from 'drizzle-orm';
import type { Information } from '../../../shared/contract/common';
import type { Db, Tx } from '../../db/client';

/** A stored product as an import compares it. */
export type StoredProduct = {
  id: string;
  name: string;
  description: string | null;
  information: Information;
  keywords: string[];
  productCategoryId: string | null;
  categoryName: string | null;
  productKey: string | null;
};

/** A stored variant as an import compares it. */
export type StoredVariant = {
  id: string;
  productId: string;
  imageUrl: string | null;
  color: string;
  size: string;
  unitPrice: number;
  unitName: string;
  stock: number;
  sku: string | null;
};

/** The vendor and what the file names of its catalog, read in one go. */
export interface Catalog {
  vendorName: string;
  categories: Map<string, { id: string; name: string }>;
  products: StoredProduct[];
  variants: StoredVariant[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids as the file gives them, without those that cannot be ids (they match nothing, and would fail the cast). */
const idsOf = (values: Iterable<string>) => [...new Set([...values].filter((value) => UUID.test(value)))];

/**
 * The vendor's products and variants the file names (by id or key) — never another vendor's —
 * and every category by its lower-case name (one query). Inside an apply the rows are locked
 * until it commits, so no form edit lands between the check and the write.
 */
export async function readCatalog(
  db: Db | Tx,
  vendorId: string,
  named: { productIds: string[]; productKeys: string[]; variantIds: string[]; skus: string[] },
  lock: boolean,
): Promise<Catalog> {
  const forUpdate = lock ? sql` for update` : sql``;
  // One after another: a transaction's statements share its one connection.
  const vendor = await db.execute<{ name: string }>(sql`select name from vendors where id = ${vendorId}`);
  const categories = await db.execute<{ id: string; name: string }>(sql`select id, name from categories`);
  const products = await db.execute<StoredProduct>(sql`
      select p.id, p.name, p.description, p.information, p.keywords, p.product_category_id as "productCategoryId",
        (select c.name from categories c where c.id = p.product_category_id) as "categoryName", p.product_key as "productKey"
      from products p
      where p.vendor_id = ${vendorId}
        and (p.id = any(${sql.param(idsOf(named.productIds))}::uuid[]) or p.product_key = any(${sql.param(named.productKeys)}::text[]))${forUpdate}`);
  const variants = await db.execute<StoredVariant>(sql`
      select pv.id, pv.product_id as "productId", pv.image_url as "imageUrl", pv.color, pv.size,
        pv.unit_price::float8 as "unitPrice", pv.unit_name as "unitName", pv.stock, pv.sku
      from product_variants pv
      where (pv.id = any(${sql.param(idsOf(named.variantIds))}::uuid[])
          and exists (select 1 from products p where p.id = pv.product_id and p.vendor_id = ${vendorId}))
        or (pv.sku_vendor_id = ${vendorId} and pv.sku = any(${sql.param(named.skus)}::text[]))${forUpdate}`);
  return {
    vendorName: vendor.rows[0]?.name ?? '',
    categories: new Map(categories.rows.map((row) => [row.name.toLowerCase(), row])),
    products: products.rows,
    variants: variants.rows,
  };
}
