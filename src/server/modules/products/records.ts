import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Product, ProductVariant } from '../../../shared/contract/products';
import type { Db, Tx } from '../../db/client';
import { products, type productVariants } from '../../db/schema';

type VariantRow = typeof productVariants.$inferSelect;

/**
 * Who is asking: a vendor (`vendorId`) sees and changes only its own products; an admin
 * (`vendorId` null) every vendor's. `userId` is whose uploads it may show as images.
 */
export interface Caller {
  userId: string;
  vendorId: string | null;
}

/** The product with this id among the caller's (an admin's: any vendor's). */
export const ownProduct = (caller: Caller, id: string): SQL | undefined =>
  caller.vendorId === null ? eq(products.id, id) : and(eq(products.id, id), eq(products.vendorId, caller.vendorId));

/** The one DB row -> wire shape mapping of spec §3 Product variant. */
export const toVariant = (row: VariantRow): ProductVariant => ({
  id: row.id,
  productId: row.productId,
  imageUrl: row.imageUrl,
  color: row.color,
  size: row.size,
  unitPrice: row.unitPrice,
  unitName: row.unitName,
  stock: row.stock,
});

/**
 * A product's variants, oldest first, as toVariant shapes them, built by the database in the
 * product's own row: a page of products is one statement, and its variants need no second one.
 * numeric(12,2) becomes a JSON number, as unitPrice is. The SQL names its tables itself: drizzle
 * leaves a lone table's columns unqualified, which inside a subquery would bind to its table.
 */
const variantsJson = sql<ProductVariant[]>`coalesce((
  select json_agg(json_build_object(
    'id', pv.id, 'productId', pv.product_id, 'imageUrl', pv.image_url, 'color', pv.color,
    'size', pv.size, 'unitPrice', pv.unit_price, 'unitName', pv.unit_name, 'stock', pv.stock
  ) order by pv.created_at, pv.id)
  from product_variants pv where pv.product_id = products.id), '[]'::json)`;

/**
 * The columns of spec §3 Product, with its category's and vendor's names read by subqueries
 * (cheaper to plan than joins), from a select whose products table is not aliased.
 */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  information: products.information,
  keywords: products.keywords,
  productCategoryId: products.productCategoryId,
  categoryName: sql<string | null>`(select c.name from categories c where c.id = products.product_category_id)`,
  vendorId: products.vendorId,
  vendorName: sql<string>`(select v.name from vendors v where v.id = products.vendor_id)`,
  variants: variantsJson,
};

/** What a select of productColumns answers. */
export interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  information: Product['information'];
  keywords: string[];
  productCategoryId: string | null;
  categoryName: string | null;
  vendorId: string;
  vendorName: string;
  variants: ProductVariant[];
}

/** The one DB row -> wire shape mapping of spec §3 Product. */
export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  information: row.information,
  keywords: row.keywords,
  productCategoryId: row.productCategoryId,
  productCategory: row.categoryName === null ? null : { name: row.categoryName },
  vendor: { id: row.vendorId, name: row.vendorName },
  variants: row.variants,
});

/** One product as the API answers it, or null when there is none with this id. */
export async function productRecord(db: Db | Tx, id: string): Promise<Product | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row ? toProduct(row) : null;
}
