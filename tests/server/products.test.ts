import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import type { Product } from '../../src/shared/contract/products';
import { type VendorActor, withTestApp } from './helper';
import { createCategory } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import { productsApi, snapshot, UNKNOWN_ID, validProduct, validVariant } from './helpers/products';

const NOT_FOUND = 'Product not found';
const CATEGORY_NOT_FOUND = 'Choose an existing category, or Uncategorized';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });
const api = productsApi(t);
let categoryId: string;

beforeAll(async () => {
  categoryId = await createCategory(t.database, 'Cement', 'Binders');
});

const storedRow = (id: string) => t.database.db.query.products.findFirst({ where: eq(products.id, id) });
const rowCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]?.n;
const shopOf = async (vendor: VendorActor) =>
  (await t.database.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.id, vendor.vendorId) }))!.name;

/** Spec §5 "Product" and the contract's limits, each refused with its message on its field. */
const invalidFields: [string, Record<string, unknown>, string, string][] = [
  ['a missing name', { name: undefined }, 'name', 'Product name is required'],
  ['a blank name', { name: '   ' }, 'name', 'Product name is required'],
  ['a name that is not text', { name: 7 }, 'name', 'Product name is required'],
  ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'Product name must be at most 200 characters'],
  [
    'a description over 2000 characters',
    { description: 'x'.repeat(2001) },
    'description',
    'Description must be at most 2000 characters',
  ],
  [
    'a keyword over 50 characters',
    { keywords: ['x'.repeat(51)] },
    'keywords.0',
    'Each keyword must be at most 50 characters',
  ],
  [
    'more than 20 keywords',
    { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) },
    'keywords',
    'At most 20 keywords',
  ],
  ['a blank property name', { information: [{ ' ': 'OPC' }] }, 'information.0', 'Property name is required'],
  ['a blank property value', { information: [{ Grade: '' }] }, 'information.0', 'Property value is required'],
  ['a category id that is not an id', { productCategoryId: 'cement' }, 'productCategoryId', CATEGORY_NOT_FOUND],
];

describe('POST /products/add-product', () => {
  it("stores the product as the signed-in vendor's and answers it with the spec message", async () => {
    const res = await api.post('add-product', { ...validProduct, productCategoryId: categoryId }, t.vendorA.headers);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; data: Product }>();
    expect(body.message).toBe('Product added successfully!');
    expect(body.data).toEqual({
      ...validProduct,
      id: expect.any(String),
      productCategoryId: categoryId,
      productCategory: { name: 'Cement' },
      vendor: { id: t.vendorA.vendorId, name: await shopOf(t.vendorA) },
      variants: [],
    });
    expect(await storedRow(body.data.id)).toMatchObject({
      ...validProduct,
      vendorId: t.vendorA.vendorId,
      productCategoryId: categoryId,
    });
  });

  it('takes the vendor from the token, never from the body, and drops unknown fields', async () => {
    const res = await api.post(
      'add-product',
      { ...validProduct, vendorId: t.vendorB.vendorId, vendor: { id: t.vendorB.vendorId }, id: UNKNOWN_ID },
      t.vendorA.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: Product }>();
    expect(data.id).not.toBe(UNKNOWN_ID);
    expect(data.vendor.id).toBe(t.vendorA.vendorId);
    expect((await storedRow(data.id))?.vendorId).toBe(t.vendorA.vendorId);
  });

  it('without a category, or with an empty one, the product is Uncategorized (null)', async () => {
    const res = await api.post('add-product', { name: validProduct.name }, t.vendorA.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: Product }>().data).toMatchObject({
      description: null,
      information: [],
      keywords: [],
      productCategoryId: null,
      productCategory: null,
    });
    expect((await api.addProduct(t.vendorA.headers, { productCategoryId: '' })).productCategoryId).toBeNull();
  });

  it('normalises keywords: trimmed, blank, invisible and repeated ones dropped, in their order', async () => {
    const data = await api.addProduct(t.vendorA.headers, {
      keywords: ['  cement ', 'opc', '', '   ', '\u200b\u202e', 'cement', 'OPC'],
    });
    expect(data.keywords).toEqual(['cement', 'opc', 'OPC']);
    expect((await storedRow(data.id))?.keywords).toEqual(['cement', 'opc', 'OPC']);
  });

  it('trims the name, description and information; a blank description is none', async () => {
    const data = await api.addProduct(t.vendorA.headers, {
      name: '  River sand  ',
      description: '   ',
      information: [{ ' Grade ': ' Zone II ' }],
    });
    expect(data).toMatchObject({ name: 'River sand', description: null, information: [{ Grade: 'Zone II' }] });
  });

  it('an unknown category: 400 on productCategoryId, and nothing is stored', async () => {
    const before = await snapshot(t.database);
    const res = await api.post('add-product', { ...validProduct, productCategoryId: UNKNOWN_ID }, t.vendorA.headers);
    expect(expectApiError(res, 400, CATEGORY_NOT_FOUND).errors).toEqual({ productCategoryId: CATEGORY_NOT_FOUND });
    expect(await snapshot(t.database)).toEqual(before);
  });

  it.each(invalidFields)(
    'refuses %s with its field error and stores nothing',
    async (_case, change, field, message) => {
      const before = await rowCount();
      const res = await api.post('add-product', { ...validProduct, ...change }, t.vendorA.headers);
      expect(expectApiError(res, 400).errors?.[field]).toBe(message);
      expect(await rowCount()).toBe(before);
    },
  );

  it('refuses a body that is not a JSON object', async () => {
    expectApiError(await api.post('add-product', undefined, t.vendorA.headers), 400);
    expectApiError(await api.post('add-product', [validProduct], t.vendorA.headers), 400);
  });
});

describe('POST /products/update-product', () => {
  const changed = {
    name: ' Fly ash bricks ',
    description: 'Class C',
    information: [{ Size: '230 x 110 x 75 mm' }],
    keywords: ['bricks'],
  };

  it('replaces every field, keeps its vendor and variants, and answers the spec message', async () => {
    const product = await api.addProduct(t.vendorA.headers);
    const variant = await api.addVariant(t.vendorA.headers, product.id);
    const before = await storedRow(product.id);
    const res = await api.post(
      'update-product',
      { ...changed, id: product.id, productCategoryId: categoryId },
      t.vendorA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: Product }>();
    expect(body.message).toBe('Product updated successfully!');
    expect(body.data).toEqual({
      ...changed,
      id: product.id,
      name: 'Fly ash bricks',
      productCategoryId: categoryId,
      productCategory: { name: 'Cement' },
      vendor: product.vendor,
      variants: [variant],
    });
    const after = await storedRow(product.id);
    expect(after).toMatchObject({ name: 'Fly ash bricks', vendorId: t.vendorA.vendorId, createdAt: before!.createdAt });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('clears the description and category when they are left out', async () => {
    const product = await api.addProduct(t.vendorA.headers, { productCategoryId: categoryId });
    const res = await api.post('update-product', { name: 'Sand', id: product.id }, t.vendorA.headers);
    expect(res.json<{ data: Product }>().data).toMatchObject({
      description: null,
      information: [],
      keywords: [],
      productCategory: null,
    });
  });

  it("an admin updates any vendor's product; it stays that vendor's", async () => {
    const product = await api.addProduct(t.vendorB.headers);
    const res = await api.post('update-product', { ...changed, id: product.id }, t.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Product }>().data.vendor.id).toBe(t.vendorB.vendorId);
    expect((await storedRow(product.id))?.vendorId).toBe(t.vendorB.vendorId);
  });

  it('an unknown category: 400 on productCategoryId, and nothing changes', async () => {
    const product = await api.addProduct(t.vendorA.headers);
    const before = await snapshot(t.database);
    const res = await api.post(
      'update-product',
      { ...validProduct, id: product.id, productCategoryId: UNKNOWN_ID },
      t.vendorA.headers,
    );
    expect(expectApiError(res, 400, CATEGORY_NOT_FOUND).errors).toEqual({ productCategoryId: CATEGORY_NOT_FOUND });
    expect(await snapshot(t.database)).toEqual(before);
  });

  it.each(invalidFields)(
    'refuses %s with its field error and changes nothing',
    async (_case, change, field, message) => {
      const product = await api.addProduct(t.vendorA.headers);
      const before = await storedRow(product.id);
      const res = await api.post('update-product', { ...validProduct, ...change, id: product.id }, t.vendorA.headers);
      expect(expectApiError(res, 400).errors?.[field]).toBe(message);
      expect(await storedRow(product.id)).toEqual(before);
    },
  );

  it("another vendor's product or an unknown id: 404, and nothing changes", async () => {
    const product = await api.addProduct(t.vendorB.headers);
    const before = await snapshot(t.database);
    expectApiError(await api.post('update-product', { ...changed, id: product.id }, t.vendorA.headers), 404, NOT_FOUND);
    expectApiError(await api.post('update-product', { ...changed, id: UNKNOWN_ID }, t.vendorA.headers), 404, NOT_FOUND);
    expectApiError(await api.post('update-product', { ...changed, id: UNKNOWN_ID }, t.admin.headers), 404, NOT_FOUND);
    expect(await snapshot(t.database)).toEqual(before);
  });

  it('a malformed or missing id: 400 on id', async () => {
    expect(
      expectApiError(await api.post('update-product', { ...changed, id: '12' }, t.vendorA.headers), 400).errors?.id,
    ).toBe('Invalid id');
    expect(expectApiError(await api.post('update-product', changed, t.vendorA.headers), 400).errors?.id).toBe(
      'Invalid id',
    );
  });
});

describe('POST /products/delete-product', () => {
  it('deletes the product with its variants and answers the deleted product', async () => {
    const product = await api.addProduct(t.vendorA.headers);
    const variants = [
      await api.addVariant(t.vendorA.headers, product.id),
      await api.addVariant(t.vendorA.headers, product.id),
    ];
    const res = await api.post('delete-product', { productId: product.id }, t.vendorA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully!', data: { ...product, variants } });
    const after = await snapshot(t.database);
    expect(after.products.find((p) => p.id === product.id)).toBeUndefined();
    expect(after.variants.filter((v) => v.productId === product.id)).toEqual([]);
  });

  it("an admin deletes any vendor's product", async () => {
    const product = await api.addProduct(t.vendorB.headers);
    const res = await api.post('delete-product', { productId: product.id }, t.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(product.id)).toBeUndefined();
  });

  it("another vendor's, an unknown or an already deleted product: 404, and nothing is deleted", async () => {
    const product = await api.addProduct(t.vendorB.headers);
    await api.addVariant(t.vendorB.headers, product.id, validVariant);
    const gone = await api.addProduct(t.vendorA.headers);
    await api.post('delete-product', { productId: gone.id }, t.vendorA.headers);
    const before = await snapshot(t.database);
    for (const productId of [product.id, UNKNOWN_ID, gone.id]) {
      expectApiError(await api.post('delete-product', { productId }, t.vendorA.headers), 404, NOT_FOUND);
    }
    expect(await snapshot(t.database)).toEqual(before);
  });

  it('a malformed id: 400 on productId', async () => {
    const res = await api.post('delete-product', { productId: 'x' }, t.vendorA.headers);
    expect(expectApiError(res, 400).errors?.productId).toBe('Invalid id');
  });
});
