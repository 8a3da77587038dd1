import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ImportMode, ImportReport } from '../../../shared/contract/imports';
import type { Db, Tx } from '../../db/client';
import { type Actor, type Change, recordChanges } from '../activity/record';
import type { StoredProduct, StoredVariant } from './productCatalog';
import {
  type ProductValues,
  type ProductWrite,
  planProducts,
  type VariantValues,
  type VariantWrite,
} from './productPlan';
import { fileOrder, refusal } from './report';
import { type RecordWrites, writeRecords } from './writeRecords';

/** A product as its versions keep it (products/service.ts productSnapshot, without the variants). */
const productSnapshot = (p: ProductValues | StoredProduct, vendor: { id: string; name: string }) => ({
  name: p.name,
  description: p.description,
  information: p.information,
  keywords: p.keywords,
  productCategoryId: p.productCategoryId,
  productCategory: p.categoryName === null ? null : { name: p.categoryName },
  vendor,
});

/** A variant as its versions keep it (products/variants.ts: the wire record without its id). */
const variantSnapshot = (productId: string, v: VariantValues | StoredVariant) => ({
  productId,
  imageUrl: v.imageUrl,
  color: v.color,
  size: v.size,
  unitPrice: v.unitPrice,
  unitName: v.unitName,
  stock: v.stock,
});

/** The vendor's products written set-based: new ones in the file's order, stored ones (its own only) replaced. */
const productWrites = (vendorId: string): RecordWrites<ProductWrite> => ({
  rowsOf: (writes) =>
    JSON.stringify(
      writes.map(({ id, after }, n) => ({
        id,
        n,
        vendor_id: vendorId,
        name: after.name,
        description: after.description,
        information: after.information,
        keywords: after.keywords,
        product_category_id: after.productCategoryId,
        product_key: after.productKey,
      })),
    ),
  record: sql`x(id uuid, n integer, vendor_id uuid, name text, description text, information jsonb, keywords text[],
    product_category_id uuid, product_key text)`,
  insert: (rows) => sql`
    insert into products (id, vendor_id, name, description, information, keywords, product_category_id, product_key,
      created_at)
    select id, vendor_id, name, description, information, keywords, product_category_id, product_key, ${fileOrder}
    from ${rows}`,
  update: (rows) => sql`
    update products p set name = x.name, description = x.description, information = x.information,
      keywords = x.keywords, product_category_id = x.product_category_id, product_key = x.product_key, updated_at = now()
    from ${rows}
    where p.id = x.id and p.vendor_id = x.vendor_id`,
});

/** Variants written set-based, likewise. */
const VARIANT_WRITES: RecordWrites<VariantWrite> = {
  rowsOf: (writes) =>
    JSON.stringify(
      writes.map(({ id, productId, after }, n) => ({
        id,
        n,
        product_id: productId,
        color: after.color,
        size: after.size,
        unit_price: after.unitPrice,
        unit_name: after.unitName,
        stock: after.stock,
        sku: after.sku,
      })),
    ),
  record: sql`x(id uuid, n integer, product_id uuid, color text, size text, unit_price numeric, unit_name text,
    stock integer, sku text)`,
  insert: (rows) => sql`
    insert into product_variants (id, product_id, color, size, unit_price, unit_name, stock, sku, created_at)
    select id, product_id, color, size, unit_price, unit_name, stock, sku, ${fileOrder}
    from ${rows}`,
  update: (rows) => sql`
    update product_variants pv set color = x.color, size = x.size, unit_price = x.unit_price,
      unit_name = x.unit_name, stock = x.stock, sku = x.sku
    from ${rows}
    where pv.id = x.id`,
};

/**
 * Set-based writes: products, then variants (writeRecords.ts). Keys that move between records in
 * one file are checked row by row by the unique indexes, so such a swap is refused (409), never
 * half-made.
 */
async function write(tx: Tx, vendorId: string, products: ProductWrite[], variants: VariantWrite[]) {
  await writeRecords(tx, products, productWrites(vendorId));
  await writeRecords(tx, variants, VARIANT_WRITES);
}

/** Each created or updated product and variant in the activity log, all under one bulk id. */
function changesOf(
  vendor: { id: string; name: string },
  products: ProductWrite[],
  variants: VariantWrite[],
  bulkId: string,
): Change[] {
  return [
    ...products.map(
      ({ id, before, after }): Change => ({
        entity: 'products',
        recordId: id,
        label: after.name,
        vendorId: vendor.id,
        action: before === null ? 'create' : 'update',
        before: before && productSnapshot(before, vendor),
        after: productSnapshot(after, vendor),
        bulkId,
      }),
    ),
    ...variants.map(
      ({ id, productId, productName, before, after }): Change => ({
        entity: 'variants',
        recordId: id,
        label: `${productName} · ${after.size}`,
        vendorId: vendor.id,
        action: before === null ? 'create' : 'update',
        before: before && variantSnapshot(productId, before),
        after: variantSnapshot(productId, after),
        bulkId,
      }),
    ),
  ];
}

/**
 * Applies a products file for the vendor: validated again inside one transaction with the rows it
 * names locked, refused whole (400 with every error) if anything is wrong, else written in a few
 * statements and recorded in the activity log. Importing the same file again changes nothing.
 */
export async function applyProducts(
  db: Db,
  vendorId: string,
  text: string,
  mode: ImportMode,
  actor: Actor,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const plan = await planProducts(tx, vendorId, text, mode, true);
    if (plan.report.errors.length > 0) throw refusal(plan.report.errors);
    await write(tx, vendorId, plan.products, plan.variants);
    const vendor = { id: vendorId, name: plan.vendorName };
    await recordChanges(tx, actor, changesOf(vendor, plan.products, plan.variants, randomUUID()));
    return plan.report;
  });
}
