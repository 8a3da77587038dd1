import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BulkResult,
  BulkVariantsBody,
  PriceChange,
  StockChange,
  VariantPreview,
  VariantPreviewRow,
} from '../../../shared/contract/bulk';
import { variantFields } from '../../../shared/contract/products';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { badRequest } from '../../errors';
import { type Actor, type Change, recordChanges } from '../activity/record';
import { type Owner, type VariantRow, variantChange } from '../products/variants';
import { allowLongStatements, capped, MATCHING_LIMIT, splitFound } from './target';

/** The preview shows this many variants (those refused first); its counts cover them all. */
export const PREVIEW_ROWS = 200;

interface Targeted {
  variant: VariantRow;
  owner: Owner & { productId: string };
}

/**
 * Every variant of the vendor's products the action names (the selected ones, or all of them),
 * locked for the rest of the transaction when `lock`; a product id that is not the vendor's is refused.
 */
async function targetVariants(source: Db | Tx, vendorId: string, target: BulkVariantsBody['target'], lock: boolean) {
  const ids = 'ids' in target ? target.ids : undefined;
  const query = source
    .select({
      variant: productVariants,
      owner: { vendorId: products.vendorId, name: products.name, productId: products.id },
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.vendorId, vendorId), ids ? inArray(products.id, ids) : undefined))
    // Id order, so two bulk edits of the same variants lock them in the same order.
    .orderBy(productVariants.id)
    .limit(MATCHING_LIMIT);
  const rows: Targeted[] = capped(lock ? await query.for('update', { of: productVariants }) : await query);
  if (!ids) return { rows, refused: [] };
  // The read found the vendor's products that have variants. Only a named product it did not find
  // is looked up: one of the vendor's with no variant is found, not refused (nothing to change).
  const found = new Set(rows.map((row) => row.owner.productId));
  const unseen = [...new Set(ids)].filter((id) => !found.has(id));
  const bare = unseen.length
    ? await source
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.vendorId, vendorId), inArray(products.id, unseen)))
    : [];
  return { rows, refused: splitFound(unseen, bare, (row) => row.id, messages.product.notFound).refused };
}

/** A price to the cent (spec §5: two decimals), rounding half away from zero; the product is first settled to 6 places. */
const toCents = (value: number) => Math.round(Number((value * 100).toFixed(6))) / 100;

const priceAfter = (price: number, change: PriceChange | undefined) => {
  if (!change) return price;
  return change.mode === 'set' ? change.value : toCents((price * (100 + change.value)) / 100);
};

const stockAfter = (stock: number, change: StockChange | undefined) => {
  if (!change) return stock;
  return change.mode === 'set' ? change.value : stock + change.value;
};

/** The first rule of the variant form (spec §5) `value` breaks, or null. */
const ruleBroken = (schema: z.ZodType, value: number) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.bulk.changeInvalid);
};

/**
 * A variant's price and stock after the change, judged by the variant form's own rules for
 * them (spec §5: price ≥ 0.01 with two decimals, stock a whole number ≥ 0, each under its
 * maximum); `message` names the first one broken.
 */
function judged({ variant, owner }: Targeted, body: BulkVariantsBody): VariantPreviewRow {
  const after = { unitPrice: priceAfter(variant.unitPrice, body.price), stock: stockAfter(variant.stock, body.stock) };
  return {
    id: variant.id,
    label: `${owner.name} · ${variant.size}`,
    before: { unitPrice: variant.unitPrice, stock: variant.stock },
    after,
    message: ruleBroken(variantFields.unitPrice, after.unitPrice) ?? ruleBroken(variantFields.stock, after.stock),
  };
}

const requireChange = (body: BulkVariantsBody) => {
  if (!body.price && !body.stock) throw badRequest(messages.bulk.noChange);
};

/** POST /bulk/variants-preview: each variant before → after, or the rule it would break; writes nothing. */
export async function previewVariants(db: Db, vendorId: string, body: BulkVariantsBody): Promise<VariantPreview> {
  requireChange(body);
  const { rows } = await targetVariants(db, vendorId, body.target, false);
  const judgedRows = rows.map((row) => judged(row, body));
  const refused = judgedRows.filter((row) => row.message !== null);
  const shown = [...refused, ...judgedRows.filter((row) => row.message === null)].slice(0, PREVIEW_ROWS);
  return { rows: shown, total: judgedRows.length, refused: refused.length };
}

/**
 * POST /bulk/variants: the change to every variant of the vendor's selected products, in one
 * transaction: each variant through the edit's rules and statement and recorded in the activity
 * log under one bulk id; a variant the change would break is refused with the rule's message and
 * left as it was, the others applied.
 */
export async function applyVariants(
  db: Db,
  vendorId: string,
  actor: Actor,
  body: BulkVariantsBody,
): Promise<BulkResult> {
  requireChange(body);
  const bulkId = randomUUID();
  const by = { actor, bulkId };
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const { rows, refused } = await targetVariants(tx, vendorId, body.target, true);
    let updated = 0;
    const changes: Change[] = [];
    for (const row of rows) {
      const { id, label, after, message } = judged(row, body);
      if (message !== null) {
        refused.push({ id, label, message });
        continue;
      }
      updated += 1;
      if (after.unitPrice === row.variant.unitPrice && after.stock === row.variant.stock) continue;
      // The edit's own statement (update-product-variant's), on the two fields a bulk edit changes.
      const [written] = await tx.update(productVariants).set(after).where(eq(productVariants.id, id)).returning();
      if (written) changes.push(variantChange(by, row.owner, row.variant, written));
    }
    // Every change in one statement, not a round trip a row.
    await recordChanges(tx, actor, changes);
    return { bulkId, updated, refused };
  });
}
