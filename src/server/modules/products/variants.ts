import { and, eq } from 'drizzle-orm';
import type { AddVariantBody, ProductVariant, UpdateVariantBody } from '../../../shared/contract/products';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../appDeps';
import type { Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { notFound } from '../../errors';
import { actionOf, type Change, recordChange, type WriteBy } from '../activity/record';
import { releaseImage } from '../files/release';
import { type Caller, ownProduct, toVariant } from './records';
import { checkVariantImage } from './variantImage';

type Deps = Pick<AppDeps, 'db' | 'files' | 'log'>;
export type VariantRow = typeof productVariants.$inferSelect;
/** A variant's product: whose it is, and its name (the variant's label in the activity log). */
export type Owner = { vendorId: string; name: string };

/** A variant's change as the activity log records it, named after its product and size. */
export const variantChange = (
  by: WriteBy,
  owner: Owner,
  before: VariantRow | null,
  after: VariantRow | null,
): Change => {
  const row = (after ?? before) as VariantRow;
  const fields = (variant: VariantRow) => {
    const { id, ...rest } = toVariant(variant);
    return rest;
  };
  return {
    entity: 'variants',
    recordId: row.id,
    label: `${owner.name} · ${row.size}`,
    vendorId: owner.vendorId,
    action: actionOf(by, before, after),
    before: before && fields(before),
    after: after && fields(after),
    bulkId: by.bulkId,
  };
};

/** Records a variant's change in its transaction. */
export const recordVariant = (tx: Tx, by: WriteBy, owner: Owner, before: VariantRow | null, after: VariantRow | null) =>
  recordChange(tx, by.actor, variantChange(by, owner, before, after));

const columnsOf = (body: AddVariantBody) => ({
  imageUrl: body.imageUrl ?? null,
  color: body.color,
  size: body.size,
  unitPrice: body.unitPrice,
  unitName: body.unitName,
  stock: body.stock,
});

/**
 * The caller's variant with this id (of `productId` when given), locked for the rest of the
 * transaction; another vendor's is not found.
 */
async function lockVariant(
  tx: Tx,
  caller: Caller,
  id: string,
  productId?: string,
): Promise<{ variant: VariantRow; owner: Owner }> {
  const [row] = await tx
    .select({ variant: productVariants, owner: { vendorId: products.vendorId, name: products.name } })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.id, id),
        productId === undefined ? undefined : eq(productVariants.productId, productId),
        caller.vendorId === null ? undefined : eq(products.vendorId, caller.vendorId),
      ),
    )
    .for('update', { of: productVariants });
  if (!row) throw notFound(messages.variant.notFound);
  return row;
}

/** POST /products/add-product-variant: a variant of one of the caller's products (with `id` when a restore brings it back). */
export async function addVariant(
  deps: Deps,
  caller: Caller,
  body: AddVariantBody,
  by: WriteBy,
  id?: string,
): Promise<ProductVariant> {
  const row = await deps.db.transaction(async (tx) => {
    // Key-share locked, so the product cannot be deleted before the variant is in.
    const [product] = await tx
      .select({ id: products.id, vendorId: products.vendorId, name: products.name })
      .from(products)
      .where(ownProduct(caller, body.productId))
      .for('key share');
    if (!product) throw notFound(messages.product.notFound);
    await checkVariantImage(tx, caller, body.imageUrl, null);
    const [inserted] = await tx
      .insert(productVariants)
      .values({ ...columnsOf(body), productId: product.id, ...(id === undefined ? {} : { id }) })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    await recordVariant(tx, by, product, null, inserted);
    return inserted;
  });
  return toVariant(row);
}

/**
 * POST /products/update-product-variant: replaces every field of the caller's variant (it stays
 * with its product); an image it no longer shows is released once the change is committed.
 */
export async function updateVariant(
  deps: Deps,
  caller: Caller,
  body: UpdateVariantBody,
  by: WriteBy,
): Promise<ProductVariant> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const { variant: before, owner } = await lockVariant(tx, caller, body.productVariantId, body.productId);
    await checkVariantImage(tx, caller, body.imageUrl, before.imageUrl);
    const [after] = await tx
      .update(productVariants)
      .set(columnsOf(body))
      .where(eq(productVariants.id, before.id))
      .returning();
    if (!after) throw notFound(messages.variant.notFound);
    await recordVariant(tx, by, owner, before, after);
    return { before, after };
  });
  if (before.imageUrl !== after.imageUrl) await releaseImage(deps, before.imageUrl);
  return toVariant(after);
}

/** POST /products/delete-product-variant: deletes the caller's variant, then its image once nothing shows it. */
export async function deleteVariant(deps: Deps, caller: Caller, id: string, by: WriteBy): Promise<ProductVariant> {
  const deleted = await deps.db.transaction(async (tx) => {
    const { variant, owner } = await lockVariant(tx, caller, id);
    const [row] = await tx.delete(productVariants).where(eq(productVariants.id, variant.id)).returning();
    if (!row) throw notFound(messages.variant.notFound);
    await recordVariant(tx, by, owner, row, null);
    return row;
  });
  await releaseImage(deps, deleted.imageUrl);
  return toVariant(deleted);
}
