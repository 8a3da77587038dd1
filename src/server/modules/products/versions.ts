import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  addProductBodySchema,
  addVariantBodySchema,
  type ProductVariant,
  productVariantSchema,
  updateProductBodySchema,
  updateVariantBodySchema,
} from '../../../shared/contract/products';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import type { EntityVersions } from '../../entity/entity';
import type { Actor } from '../activity/record';
import { versionBody } from '../activity/versionBody';
import { productRecord, toVariant } from './records';
import { addProduct, productSnapshot, updateProduct } from './service';
import { addVariant, updateVariant } from './variants';

/** An admin restores: any vendor's product (its vendor stays the product's). */
const adminOf = (actor: Actor) => ({ userId: actor.id ?? '', vendorId: null });

/** A deleted product's version keeps its vendor and variants (service.ts `productSnapshot`). */
const deletedProductSchema = z.object({
  vendor: z.object({ id: z.string() }),
  variants: z.array(productVariantSchema.omit({ productId: true })).default([]),
});

/** A product's versions: its fields; restoring a deleted one brings back its variants with it. */
export const productVersions: EntityVersions = {
  entity: 'products',
  current: async (db, id, vendorId) => {
    const product = await productRecord(db, id);
    return product && (vendorId === null || product.vendor.id === vendorId) ? productSnapshot(product) : null;
  },
  restore: {
    rehearsable: true,
    apply: async (deps, actor, id, snapshot) => {
      const by = { actor, restore: true };
      if (await productRecord(deps.db, id)) {
        const body = versionBody(updateProductBodySchema, { ...snapshot, id });
        return productSnapshot(await updateProduct(deps.db as Db, adminOf(actor), body, by));
      }
      const body = versionBody(addProductBodySchema, snapshot);
      const { vendor, variants } = versionBody(deletedProductSchema, snapshot);
      // One transaction: the product and every variant it had come back together, or nothing does.
      return deps.db.transaction(async (tx) => {
        const txDeps = { ...deps, db: tx as unknown as Db };
        await addProduct(tx, vendor.id, body, by, id);
        for (const { id: variantId, ...variant } of variants) {
          const variantBody = versionBody(addVariantBodySchema, { ...variant, productId: id });
          await addVariant(txDeps, adminOf(actor), variantBody, by, variantId);
        }
        const product = await productRecord(tx, id);
        if (!product) throw new Error('a restored product could not be read');
        return productSnapshot(product);
      });
    },
  },
};

const variantFields = ({ id, ...fields }: ProductVariant) => fields;

/** The variant now, when it is the vendor's (any vendor's for an admin). */
async function variantNow(db: Db, id: string, vendorId: string | null) {
  const [row] = await db
    .select({ variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, id), vendorId === null ? undefined : eq(products.vendorId, vendorId)));
  return row ? toVariant(row.variant) : null;
}

/** A variant's versions; a deleted one comes back to its product while the product exists. */
export const variantVersions: EntityVersions = {
  entity: 'variants',
  current: async (db, id, vendorId) => {
    const variant = await variantNow(db, id, vendorId);
    return variant && variantFields(variant);
  },
  restore: {
    rehearsable: true,
    apply: async (deps, actor, id, snapshot) => {
      const by = { actor, restore: true };
      const variant = (await variantNow(deps.db, id, null))
        ? await updateVariant(
            deps,
            adminOf(actor),
            versionBody(updateVariantBodySchema, { ...snapshot, productVariantId: id }),
            by,
          )
        : await addVariant(deps, adminOf(actor), versionBody(addVariantBodySchema, snapshot), by, id);
      return variantFields(variant);
    },
  },
};
