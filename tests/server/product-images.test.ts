import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, productVariants, uploadedFiles } from '../../src/server/db/schema';
import { storedFileNameOf } from '../../src/shared/contract/common';
import type { Product } from '../../src/shared/contract/products';
import { withTestApp } from './helper';
import type { TestUser } from './helpers/app';
import { expectApiError } from './helpers/http';
import { type Headers, orderItemOf, productsApi, snapshot, validVariant } from './helpers/products';
import { STORAGES } from './helpers/storedFiles';
import { purgeVersionsAndUploads } from './helpers/storedImage';

const FILE_NOT_FOUND = 'File not found';

describe.each(STORAGES)('on %s', (storage) => {
  const t = withTestApp({ ownUploads: true, storage, users: ['admin'] });
  const api = productsApi(t);

  /** A vendor of its own with a product: each test stays within one account's upload limits. */
  async function vendorWithProduct(): Promise<{ user: TestUser; headers: Headers; product: Product }> {
    const { user, headers } = await t.signUp('VENDOR');
    return { user, headers, product: await api.addProduct(headers) };
  }

  /** Is the uploaded image still there: its file in the storage, and its row? */
  async function isStored(url: string): Promise<{ file: boolean; row: boolean }> {
    const fileName = storedFileNameOf(url);
    if (!fileName) throw new Error(`not a stored image: ${url}`);
    const file = await t.stored.has(fileName);
    const rows = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.fileName, fileName));
    return { file, row: rows.length > 0 };
  }
  const KEPT = { file: true, row: true };
  const GONE = { file: false, row: false };

  describe('the image of a variant', () => {
    it("may be the vendor's own upload, also as an absolute URL of this server (stored root-relative)", async () => {
      const { headers, product } = await vendorWithProduct();
      const url = await api.uploaded(headers);
      expect((await api.addVariant(headers, product.id, { imageUrl: url })).imageUrl).toBe(url);
      const other = await api.uploaded(headers);
      expect((await api.addVariant(headers, product.id, { imageUrl: `http://localhost${other}` })).imageUrl).toBe(
        other,
      );
    });

    it("may not be another vendor's upload, nor a stored-looking file this server does not hold: 400, nothing written", async () => {
      const owner = await vendorWithProduct();
      const { headers, product } = await vendorWithProduct();
      const variant = await api.addVariant(headers, product.id);
      const theirs = await api.uploaded(owner.headers);
      const unknown = '/uploads/0b6f2d8e-4f6a-4c1e-9a57-2f3c1d2e4b5a.png';
      const before = await snapshot(t.database);
      for (const imageUrl of [theirs, unknown]) {
        const added = await api.post(
          'add-product-variant',
          { ...validVariant, productId: product.id, imageUrl },
          headers,
        );
        expect(expectApiError(added, 400, FILE_NOT_FOUND).errors).toEqual({ imageUrl: FILE_NOT_FOUND });
        const updated = await api.post(
          'update-product-variant',
          { ...validVariant, productId: product.id, productVariantId: variant.id, imageUrl },
          headers,
        );
        expect(expectApiError(updated, 400, FILE_NOT_FOUND).errors).toEqual({ imageUrl: FILE_NOT_FOUND });
      }
      expect(await snapshot(t.database)).toEqual(before);
      expect(await isStored(theirs)).toEqual(KEPT);
    });

    it("an admin may give a vendor's variant any stored image; the vendor then keeps it on its own edits", async () => {
      const { headers, product } = await vendorWithProduct();
      const variant = await api.addVariant(headers, product.id);
      const adminsImage = await api.uploaded(t.admin.headers);
      const body = { ...validVariant, productId: product.id, productVariantId: variant.id, imageUrl: adminsImage };
      expect((await api.post('update-product-variant', body, t.admin.headers)).statusCode).toBe(200);
      const res = await api.post('update-product-variant', { ...body, stock: 1 }, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(await isStored(adminsImage)).toEqual(KEPT);
    });

    it('outlives an update that replaces or removes it while a version shows it; goes with the versions', async () => {
      const { headers, product } = await vendorWithProduct();
      const [first, second] = [await api.uploaded(headers), await api.uploaded(headers)];
      const variant = await api.addVariant(headers, product.id, { imageUrl: first });
      const update = (imageUrl: string | null, stock = 3) =>
        api.post(
          'update-product-variant',
          { ...validVariant, productId: product.id, productVariantId: variant.id, imageUrl, stock },
          headers,
        );
      expect((await update(first, 4)).statusCode).toBe(200);
      expect(await isStored(first)).toEqual(KEPT);
      expect((await update(second)).statusCode).toBe(200);
      expect(await isStored(first)).toEqual(KEPT);
      expect((await update(null)).statusCode).toBe(200);
      expect(await isStored(second)).toEqual(KEPT);
      await purgeVersionsAndUploads(t);
      expect(await isStored(first)).toEqual(GONE);
      expect(await isStored(second)).toEqual(GONE);
    });

    it('goes with its variant once no version shows it, unless another variant still does', async () => {
      const { headers, product } = await vendorWithProduct();
      const [own, shared] = [await api.uploaded(headers), await api.uploaded(headers)];
      const one = await api.addVariant(headers, product.id, { imageUrl: own });
      const two = await api.addVariant(headers, product.id, { imageUrl: shared });
      await api.addVariant(headers, product.id, { imageUrl: shared });
      for (const variantId of [one.id, two.id]) {
        expect((await api.post('delete-product-variant', { variantId }, headers)).statusCode).toBe(200);
      }
      expect(await isStored(own)).toEqual(KEPT);
      await purgeVersionsAndUploads(t);
      expect(await isStored(own)).toEqual(GONE);
      expect(await isStored(shared)).toEqual(KEPT);
    });

    it('is kept when a refused delete or update changes nothing', async () => {
      const { headers, product } = await vendorWithProduct();
      const other = await vendorWithProduct();
      const url = await api.uploaded(headers);
      const variant = await api.addVariant(headers, product.id, { imageUrl: url });
      expect((await api.post('delete-product-variant', { variantId: variant.id }, other.headers)).statusCode).toBe(404);
      expect((await api.post('delete-product', { productId: product.id }, other.headers)).statusCode).toBe(404);
      const bad = { ...validVariant, productId: product.id, productVariantId: variant.id, imageUrl: null, stock: -1 };
      expect((await api.post('update-product-variant', bad, headers)).statusCode).toBe(400);
      expect(await isStored(url)).toEqual(KEPT);
    });
  });

  describe('deleting a product', () => {
    it("deletes every variant's image that nothing else shows, once no version shows it", async () => {
      const { headers, product } = await vendorWithProduct();
      const urls = [await api.uploaded(headers), await api.uploaded(headers)];
      for (const imageUrl of urls) await api.addVariant(headers, product.id, { imageUrl });
      await api.addVariant(headers, product.id, { imageUrl: urls[0] });
      await api.addVariant(headers, product.id, { imageUrl: 'https://cdn.example.com/x.png' });
      const res = await api.post('delete-product', { productId: product.id }, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: Product }>().data.variants).toHaveLength(4);
      for (const url of urls) expect(await isStored(url)).toEqual(KEPT);
      await purgeVersionsAndUploads(t);
      for (const url of urls) expect(await isStored(url)).toEqual(GONE);
      expect(
        await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product.id)),
      ).toEqual([]);
    });

    it("keeps a past order's items whole, and the image their snapshot still shows", async () => {
      const { user, headers, product } = await vendorWithProduct();
      const [sold, unsold] = [await api.uploaded(headers), await api.uploaded(headers)];
      const variant = await api.addVariant(headers, product.id, { imageUrl: sold });
      await api.addVariant(headers, product.id, { imageUrl: unsold });
      const itemId = await orderItemOf(t.database, user.vendorId!, product, variant);
      const itemBefore = await t.database.db.query.orderItems.findFirst({ where: eq(orderItems.id, itemId) });

      expect((await api.post('delete-product', { productId: product.id }, headers)).statusCode).toBe(200);
      const item = await t.database.db.query.orderItems.findFirst({ where: eq(orderItems.id, itemId) });
      expect(item).toEqual({ ...itemBefore, productId: null, variantId: null });
      expect(item).toMatchObject({
        productName: product.name,
        size: variant.size,
        color: variant.color,
        unitPrice: variant.unitPrice,
        variantImageUrl: sold,
      });
      await purgeVersionsAndUploads(t);
      expect(await isStored(sold)).toEqual(KEPT);
      expect(await isStored(unsold)).toEqual(GONE);
      const served = await t.app.inject({ method: 'GET', url: sold });
      expect(served.statusCode).toBe(200);
    });
  });

  describe('deleting a variant', () => {
    it("keeps a past order's item whole, and its image", async () => {
      const { user, headers, product } = await vendorWithProduct();
      const url = await api.uploaded(headers);
      const variant = await api.addVariant(headers, product.id, { imageUrl: url });
      const itemId = await orderItemOf(t.database, user.vendorId!, product, variant);
      const itemBefore = await t.database.db.query.orderItems.findFirst({ where: eq(orderItems.id, itemId) });
      expect((await api.post('delete-product-variant', { variantId: variant.id }, headers)).statusCode).toBe(200);
      const item = await t.database.db.query.orderItems.findFirst({ where: eq(orderItems.id, itemId) });
      expect(item).toEqual({ ...itemBefore, variantId: null });
      expect(await isStored(url)).toEqual(KEPT);
    });
  });
});
