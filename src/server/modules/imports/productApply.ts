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

const productRows = (writes: ProductWrite[], vendorId: string) =>
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
  );

const variantRows = (writes: VariantWrite[]) =>
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
  );

const PRODUCT_RECORD = sql`x(id uuid, n integer, vendor_id uuid, name text, description text, information jsonb, keywords text[],
  product_category_id uuid, product_key text)`;
const VARIANT_RECORD = sql`x(id uuid, n integer, product_id uuid, color text, size text, unit_price numeric, unit_name text,
  stock integer, sku text)`;

/**
 * Set-based writes: one insert and one update of products, then of variants, whatever the file's
 * size (each a statement over a JSON list of rows). Keys that move between records in one file
 * are checked row by row by the unique indexes, so such a swap is refused (409), never half-made.
 */
async function write(tx: Tx, vendorId: string, products: ProductWrite[], variants: VariantWrite[]) {
  const created = products.filter((w) => w.before === null);
  const updated = products.filter((w) => w.before !== null);
  if (created.length > 0)
    await tx.execute(sql`
      insert into products (id, vendor_id, name, description, information, keywords, product_category_id, product_key,
        created_at)
      select id, vendor_id, name, description, information, keywords, product_category_id, product_key, ${fileOrder}
      from jsonb_to_recordset(${productRows(created, vendorId)}::jsonb) as ${PRODUCT_RECORD}`);
  if (updated.length > 0)
    await tx.execute(sql`
      update products p set name = x.name, description = x.description, information = x.information,
        keywords = x.keywords, product_category_id = x.product_category_id, product_key = x.product_key, updated_at = now()
      from jsonb_to_recordset(${productRows(updated, vendorId)}::jsonb) as ${PRODUCT_RECORD}
      where p.id = x.id and p.vendor_id = x.vendor_id`);
  const newVariants = variants.filter((w) => w.before === null);
  const changedVariants = variants.filter((w) => w.before !== null);
  if (newVariants.length > 0)
    await tx.execute(sql`
      insert into product_variants (id, product_id, color, size, unit_price, unit_name, stock, sku, created_at)
      select id, product_id, color, size, unit_price, unit_name, stock, sku, ${fileOrder}
      from jsonb_to_recordset(${variantRows(newVariants)}::jsonb) as ${VARIANT_RECORD}`);
  if (changedVariants.length > 0)
    await tx.execute(sql`
      update product_variants pv set color = x.color, size = x.size, unit_price = x.unit_price,
        unit_name = x.unit_name, stock = x.stock, sku = x.sku
      from jsonb_to_recordset(${variantRows(changedVariants)}::jsonb) as ${VARIANT_RECORD}
      where pv.id = x.id`);
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
