import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '../../src/shared/contract/products';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';
import {
  FORBIDDEN,
  type Headers,
  NOT_SIGNED_IN,
  productsApi,
  snapshot,
  validProduct,
  validVariant,
} from './helpers/products';

const t = withTestApp();
const api = productsApi(t);

/** A product of vendor A with one variant: what each write below aims at. */
async function ofVendorA(): Promise<{ product: Product; variant: ProductVariant }> {
  const product = await api.addProduct(t.vendorA.headers);
  return { product, variant: await api.addVariant(t.vendorA.headers, product.id) };
}

type Who = 'anonymous' | 'admin' | 'vendorA' | 'vendorB' | 'customer';
/** Each write of spec §7 Products, aimed at vendor A's records, and who gets what. */
const writes: [string, (target: { product: Product; variant: ProductVariant }) => unknown, Record<Who, number>][] = [
  ['add-product', () => validProduct, { anonymous: 401, customer: 403, admin: 403, vendorB: 201, vendorA: 201 }],
  [
    'update-product',
    ({ product }) => ({ ...validProduct, id: product.id, name: 'Renamed' }),
    { anonymous: 401, customer: 403, vendorB: 404, admin: 200, vendorA: 200 },
  ],
  [
    'delete-product',
    ({ product }) => ({ productId: product.id }),
    { anonymous: 401, customer: 403, vendorB: 404, admin: 200, vendorA: 200 },
  ],
  [
    'add-product-variant',
    ({ product }) => ({ ...validVariant, productId: product.id }),
    { anonymous: 401, customer: 403, admin: 403, vendorB: 404, vendorA: 201 },
  ],
  [
    'update-product-variant',
    ({ product, variant }) => ({ ...validVariant, productId: product.id, productVariantId: variant.id, stock: 1 }),
    { anonymous: 401, customer: 403, vendorB: 404, admin: 200, vendorA: 200 },
  ],
  [
    'delete-product-variant',
    ({ variant }) => ({ variantId: variant.id }),
    { anonymous: 401, customer: 403, vendorB: 404, admin: 200, vendorA: 200 },
  ],
];

const REFUSALS: Record<number, string> = {
  401: NOT_SIGNED_IN,
  403: FORBIDDEN,
  404: '',
};

describe("who may write which vendor's products", () => {
  it.each(writes)('POST /products/%s', async (path, bodyFor, expected) => {
    for (const [who, status] of Object.entries(expected) as [Who, number][]) {
      const body = bodyFor(await ofVendorA());
      const before = await snapshot(t.database);
      const res = await api.post(path, body, t[who].headers);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
      if (status >= 400) {
        const message = REFUSALS[status];
        expectApiError(res, status, message === '' ? undefined : message);
        // A refusal writes nothing, not even to another table.
        expect(await snapshot(t.database), who).toEqual(before);
      }
    }
  });

  it("vendor B's writes leave vendor A's product and variant as they were", async () => {
    const { product, variant } = await ofVendorA();
    for (const [path, bodyFor] of writes) await api.post(path, bodyFor({ product, variant }), t.vendorB.headers);
    const after = await snapshot(t.database);
    expect(after.products.find((p) => p.id === product.id)).toMatchObject({ name: product.name });
    expect(after.variants.find((v) => v.id === variant.id)).toMatchObject({ stock: variant.stock });
    expect(after.variants.filter((v) => v.productId === product.id)).toHaveLength(1);
  });
});

describe('GET /products/get-vendor-products', () => {
  it('anonymous 401, customer 403', async () => {
    expectApiError(await api.list('', t.anonymous.headers), 401, NOT_SIGNED_IN);
    expectApiError(await api.list('', t.customer.headers), 403, FORBIDDEN);
  });

  it("a vendor lists only its own products, an admin every vendor's", async () => {
    const ofA = await api.addProduct(t.vendorA.headers);
    const ofB = await api.addProduct(t.vendorB.headers);
    const ids = async (headers: Headers) => (await api.page('?pageSize=50', headers)).data.map((p) => p.id);
    const [listedA, listedB, listedAdmin] = [
      await ids(t.vendorA.headers),
      await ids(t.vendorB.headers),
      await ids(t.admin.headers),
    ];
    expect(listedA).toContain(ofA.id);
    expect(listedA).not.toContain(ofB.id);
    expect(listedB).toContain(ofB.id);
    expect(listedB).not.toContain(ofA.id);
    expect(listedAdmin).toEqual(expect.arrayContaining([ofA.id, ofB.id]));
    for (const product of (await api.page('?pageSize=50', t.vendorA.headers)).data)
      expect(product.vendor.id).toBe(ofA.vendor.id);
  });
});
