import { eq, sql } from 'drizzle-orm';
import type { AddProductBody, Product, UpdateProductBody } from '../../../shared/contract/products';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../appDeps';
import type { Db, Tx } from '../../db/client';
import { pgErrorOf } from '../../db/pgError';
import { products } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { actionOf, recordChange, type WriteBy } from '../activity/record';
import { releaseImage } from '../files/release';
import { type Caller, ownProduct, productRecord } from './records';

type Deps = Pick<AppDeps, 'db' | 'files' | 'log'>;

const CATEGORY_FK = 'products_product_category_id_categories_id_fk';

/**
 * An unknown category is the form's field error. The foreign key decides, not a prior lookup:
 * the category may be deleted while the product is saved.
 */
const refineCategory = (err: unknown): never => {
  const pg = pgErrorOf(err);
  if (pg?.code === '23503' && pg.constraint === CATEGORY_FK)
    throw badRequest(messages.product.categoryNotFound, { productCategoryId: messages.product.categoryNotFound });
  throw err;
};

const columnsOf = (body: AddProductBody) => ({
  name: body.name,
  description: body.description ?? null,
  information: body.information,
  keywords: body.keywords,
  productCategoryId: body.productCategoryId,
});

/** The product as the API answers it, read inside the write's transaction. */
async function recordIn(tx: Tx, id: string): Promise<Product> {
  const record = await productRecord(tx, id);
  if (!record) throw new Error('a product of this transaction could not be read');
  return record;
}

/**
 * A product as its versions keep it: its own fields, its category's and vendor's names (read by
 * the diff), and, when it is deleted, its variants with their ids, so a restore brings them back.
 */
export const productSnapshot = (product: Product, withVariants = false) => {
  const { id, variants, ...fields } = product;
  return withVariants ? { ...fields, variants: variants.map(({ productId, ...variant }) => variant) } : fields;
};

/** Records a product's change in its transaction. */
const recordProduct = (tx: Tx, by: WriteBy, before: Product | null, after: Product | null) => {
  const product = (after ?? before) as Product;
  return recordChange(tx, by.actor, {
    entity: 'products',
    recordId: product.id,
    label: product.name,
    vendorId: product.vendor.id,
    action: actionOf(by, before, after),
    // A deletion's version keeps the variants too, for a restore to bring them back.
    before: before && productSnapshot(before, after === null),
    after: after && productSnapshot(after),
  });
};

/**
 * POST /products/add-product: a product of the signed-in vendor (never of the body's choosing).
 * A restore passes the deleted product's id (its variants follow, see restore.ts).
 */
export async function addProduct(
  db: Db | Tx,
  vendorId: string,
  body: AddProductBody,
  by: WriteBy,
  id?: string,
): Promise<Product> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...columnsOf(body), vendorId, ...(id === undefined ? {} : { id }) })
        .returning({ id: products.id });
      if (!row) throw new Error('insert returned no row');
      const product = await recordIn(tx, row.id);
      await recordProduct(tx, by, null, product);
      return product;
    })
    .catch(refineCategory);
}

/** POST /products/update-product: replaces every field; another vendor's product is not found. */
export async function updateProduct(db: Db, caller: Caller, body: UpdateProductBody, by: WriteBy): Promise<Product> {
  return db
    .transaction(async (tx) => {
      const [own] = await tx
        .select({ id: products.id })
        .from(products)
        .where(ownProduct(caller, body.id))
        .for('update');
      if (!own) throw notFound(messages.product.notFound);
      const before = await recordIn(tx, own.id);
      await tx
        .update(products)
        .set({ ...columnsOf(body), updatedAt: sql`now()` })
        .where(eq(products.id, own.id));
      const after = await recordIn(tx, own.id);
      await recordProduct(tx, by, before, after);
      return after;
    })
    .catch(refineCategory);
}

/**
 * POST /products/delete-product: the product and its variants in one transaction (past orders'
 * items keep their copies; their links become null), then the variants' images once nothing
 * shows them. Answers the deleted product with its variants.
 */
export async function deleteProduct(deps: Deps, caller: Caller, id: string, by: WriteBy): Promise<Product> {
  const deleted = await deps.db.transaction(async (tx) => {
    // Locked first, so no variant can be added while its record is read and the product deleted.
    const [row] = await tx.select({ id: products.id }).from(products).where(ownProduct(caller, id)).for('update');
    if (!row) throw notFound(messages.product.notFound);
    const record = await recordIn(tx, row.id);
    await tx.delete(products).where(eq(products.id, row.id));
    await recordProduct(tx, by, record, null);
    return record;
  });
  for (const url of new Set(deleted.variants.map((variant) => variant.imageUrl))) await releaseImage(deps, url);
  return deleted;
}
