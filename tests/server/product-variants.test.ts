import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/server/db/schema';
import type { Product, ProductVariant } from '../../src/shared/contract/products';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';
import { productsApi, snapshot, UNKNOWN_ID, validVariant } from './helpers/products';

const VARIANT_NOT_FOUND = 'Variant not found';
const PRODUCT_NOT_FOUND = 'Product not found';

const t = withTestApp({ ownUploads: true, users: ['admin', 'vendorA', 'vendorB'] });
const api = productsApi(t);
let productA: Product;
let productB: Product;

beforeAll(async () => {
  productA = await api.addProduct(t.vendorA.headers, { name: 'TMT bar' });
  productB = await api.addProduct(t.vendorB.headers, { name: 'Cement' });
});

const storedRow = (id: string) => t.database.db.query.productVariants.findFirst({ where: eq(productVariants.id, id) });

/** Spec §5 "Variant" and the contract's limits, each refused with its message on its field. */
const invalidFields: [string, Record<string, unknown>, string, string][] = [
  ['a missing size', { size: undefined }, 'size', 'Size is required'],
  ['a blank size', { size: '  ' }, 'size', 'Size is required'],
  ['a size over 100 characters', { size: 'x'.repeat(101) }, 'size', 'Size must be at most 100 characters'],
  ['a unit price of 0', { unitPrice: 0 }, 'unitPrice', 'Unit price must be greater than 0'],
  ['a negative unit price', { unitPrice: -5 }, 'unitPrice', 'Unit price must be greater than 0'],
  ['a missing unit price', { unitPrice: undefined }, 'unitPrice', 'Unit price must be greater than 0'],
  ['a unit price as text', { unitPrice: '12' }, 'unitPrice', 'Unit price must be greater than 0'],
  ['a unit price with three decimals', { unitPrice: 10.005 }, 'unitPrice', 'Unit price can have at most two decimals'],
  ['a unit price over the limit', { unitPrice: 10_000_000.01 }, 'unitPrice', 'Unit price must be at most 10000000'],
  ['a negative stock', { stock: -1 }, 'stock', 'Stock cannot be negative'],
  ['a missing stock', { stock: undefined }, 'stock', 'Stock cannot be negative'],
  ['a fractional stock', { stock: 1.5 }, 'stock', 'Stock must be a whole number'],
  ['a stock over the limit', { stock: 1_000_001 }, 'stock', 'Stock must be at most 1000000'],
  ['a missing colour', { color: undefined }, 'color', 'Colour is required'],
  ['a blank colour', { color: ' ' }, 'color', 'Colour is required'],
  ['a colour that is not hex', { color: 'red' }, 'color', 'Colour must be a hex colour such as #000000'],
  ['a missing unit name', { unitName: undefined }, 'unitName', 'Unit name is required'],
  ['a blank unit name', { unitName: '   ' }, 'unitName', 'Unit name is required'],
  [
    'a unit name over 50 characters',
    { unitName: 'x'.repeat(51) },
    'unitName',
    'Unit name must be at most 50 characters',
  ],
  ['an image URL that is not a URL', { imageUrl: 'not a url' }, 'imageUrl', 'Enter a valid URL'],
  ['a javascript: image URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Enter a valid URL'],
];

describe('POST /products/add-product-variant', () => {
  it('stores the variant and answers it with the spec message; the list shows it', async () => {
    const res = await api.post('add-product-variant', { ...validVariant, productId: productA.id }, t.vendorA.headers);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; data: ProductVariant }>();
    expect(body.message).toBe('Variant added successfully!');
    expect(body.data).toEqual({ ...validVariant, id: expect.any(String), productId: productA.id });
    expect(await storedRow(body.data.id)).toMatchObject({ ...validVariant, productId: productA.id });
    const { data } = await api.page('?pageSize=50', t.vendorA.headers);
    expect(data.find((p) => p.id === productA.id)?.variants).toContainEqual(body.data);
  });

  it('takes the spec defaults, trims the texts, and a blank image is none', async () => {
    const data = await api.addVariant(t.vendorA.headers, productA.id, {
      color: '#000000',
      unitName: ' unit ',
      size: ' 8 mm ',
      imageUrl: '',
    });
    expect(data).toMatchObject({ color: '#000000', unitName: 'unit', size: '8 mm', imageUrl: null });
  });

  it('accepts prices whose cents a float cannot hold exactly, and stock 0', async () => {
    const data = await api.addVariant(t.vendorA.headers, productA.id, { unitPrice: 0.1 + 0.2, stock: 0 });
    expect(data).toMatchObject({ unitPrice: 0.3, stock: 0 });
    expect((await api.addVariant(t.vendorA.headers, productA.id, { unitPrice: 0.01 })).unitPrice).toBe(0.01);
  });

  it.each(invalidFields)(
    'refuses %s with its field error and stores nothing',
    async (_case, change, field, message) => {
      const before = await snapshot(t.database);
      const res = await api.post(
        'add-product-variant',
        { ...validVariant, productId: productA.id, ...change },
        t.vendorA.headers,
      );
      expect(expectApiError(res, 400).errors?.[field]).toBe(message);
      expect(await snapshot(t.database)).toEqual(before);
    },
  );

  it("another vendor's or an unknown product: 404, and nothing is stored", async () => {
    const before = await snapshot(t.database);
    for (const productId of [productB.id, UNKNOWN_ID]) {
      const res = await api.post('add-product-variant', { ...validVariant, productId }, t.vendorA.headers);
      expectApiError(res, 404, PRODUCT_NOT_FOUND);
    }
    expect(await snapshot(t.database)).toEqual(before);
  });

  it('a malformed product id: 400 on productId', async () => {
    const res = await api.post('add-product-variant', { ...validVariant, productId: 'p1' }, t.vendorA.headers);
    expect(expectApiError(res, 400).errors?.productId).toBe('Invalid id');
  });
});

describe('POST /products/update-product-variant', () => {
  const changed = { imageUrl: null, color: '#aabbcc', size: ' 12 mm ', unitPrice: 72.25, unitName: 'kg', stock: 9 };

  it('replaces every field and answers the spec message', async () => {
    const variant = await api.addVariant(t.vendorA.headers, productA.id);
    const res = await api.post(
      'update-product-variant',
      { ...changed, productId: productA.id, productVariantId: variant.id },
      t.vendorA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: ProductVariant }>();
    expect(body.message).toBe('Variant updated successfully!');
    const expected = { ...changed, id: variant.id, productId: productA.id, size: '12 mm' };
    expect(body.data).toEqual(expected);
    expect(await storedRow(variant.id)).toMatchObject(expected);
  });

  it("an admin updates any vendor's variant", async () => {
    const variant = await api.addVariant(t.vendorB.headers, productB.id);
    const res = await api.post(
      'update-product-variant',
      { ...changed, productId: productB.id, productVariantId: variant.id },
      t.admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(variant.id)).toMatchObject({ color: '#aabbcc', productId: productB.id });
  });

  it.each(invalidFields)(
    'refuses %s with its field error and changes nothing',
    async (_case, change, field, message) => {
      const variant = await api.addVariant(t.vendorA.headers, productA.id);
      const res = await api.post(
        'update-product-variant',
        { ...validVariant, productId: productA.id, productVariantId: variant.id, ...change },
        t.vendorA.headers,
      );
      expect(expectApiError(res, 400).errors?.[field]).toBe(message);
      expect(await storedRow(variant.id)).toMatchObject(variant);
    },
  );

  it("another vendor's variant, an unknown one, or one of another product: 404, and nothing changes", async () => {
    const ofB = await api.addVariant(t.vendorB.headers, productB.id);
    const ofA = await api.addVariant(t.vendorA.headers, productA.id);
    const otherOfA = await api.addProduct(t.vendorA.headers, { name: 'Binding wire' });
    const before = await snapshot(t.database);
    const attempts = [
      { productId: productB.id, productVariantId: ofB.id },
      { productId: productA.id, productVariantId: ofB.id },
      { productId: productA.id, productVariantId: UNKNOWN_ID },
      { productId: otherOfA.id, productVariantId: ofA.id },
    ];
    for (const ids of attempts) {
      const res = await api.post('update-product-variant', { ...changed, ...ids }, t.vendorA.headers);
      expectApiError(res, 404, VARIANT_NOT_FOUND);
    }
    expect(await snapshot(t.database)).toEqual(before);
  });

  it('a malformed variant id: 400 on productVariantId', async () => {
    const res = await api.post(
      'update-product-variant',
      { ...changed, productId: productA.id, productVariantId: 'v' },
      t.vendorA.headers,
    );
    expect(expectApiError(res, 400).errors?.productVariantId).toBe('Invalid id');
  });
});

describe('POST /products/delete-product-variant', () => {
  it('deletes the variant and answers it with the spec message', async () => {
    const variant = await api.addVariant(t.vendorA.headers, productA.id);
    const res = await api.post('delete-product-variant', { variantId: variant.id }, t.vendorA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Variant deleted successfully!', data: variant });
    expect(await storedRow(variant.id)).toBeUndefined();
  });

  it("an admin deletes any vendor's variant", async () => {
    const variant = await api.addVariant(t.vendorB.headers, productB.id);
    expect((await api.post('delete-product-variant', { variantId: variant.id }, t.admin.headers)).statusCode).toBe(200);
    expect(await storedRow(variant.id)).toBeUndefined();
  });

  it("another vendor's, an unknown or an already deleted variant: 404, and nothing is deleted", async () => {
    const ofB = await api.addVariant(t.vendorB.headers, productB.id);
    const gone = await api.addVariant(t.vendorA.headers, productA.id);
    await api.post('delete-product-variant', { variantId: gone.id }, t.vendorA.headers);
    const before = await snapshot(t.database);
    for (const variantId of [ofB.id, UNKNOWN_ID, gone.id]) {
      expectApiError(
        await api.post('delete-product-variant', { variantId }, t.vendorA.headers),
        404,
        VARIANT_NOT_FOUND,
      );
    }
    expect(await snapshot(t.database)).toEqual(before);
  });

  it('a malformed id: 400 on variantId', async () => {
    const res = await api.post('delete-product-variant', { variantId: 1 }, t.vendorA.headers);
    expect(expectApiError(res, 400).errors?.variantId).toBe('Invalid id');
  });
});
