import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { orderItems, orders, products, productVariants, uploadedFiles } from '../../../src/server/db/schema';
import type { Product, ProductListResponse, ProductVariant } from '../../../src/shared/contract/products';
import type { Headers } from '../helper';
import type { TestApp } from './app';
import { createCustomer } from './fixtures';
import { images, upload } from './multipart';

export { FORBIDDEN, NOT_SIGNED_IN, UNKNOWN_ID } from './http';
export type { Headers };

/** An add-product body that passes every rule. */
export const validProduct = {
  name: 'UltraTech OPC 53 Cement',
  description: 'Ordinary Portland cement, 53 grade',
  information: [{ Grade: 'OPC 53' }, { Standard: 'IS 12269' }],
  keywords: ['cement', 'opc'],
  productCategoryId: null,
};

/** A variant's fields that pass every rule (add with a productId, update also with a productVariantId). */
export const validVariant = {
  imageUrl: 'https://cdn.example.com/cement-bag.png',
  color: '#808080',
  size: '50 kg',
  unitPrice: 425.5,
  unitName: 'bag',
  stock: 120,
};

/** The products calls of one test app. */
export function productsApi(t: TestApp) {
  const post = (path: string, payload: unknown, headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = (query: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/products/get-vendor-products${query}`, headers });

  return {
    post,
    list,
    /** One page, asserted 200. */
    async page(query: string, headers: Headers): Promise<ProductListResponse> {
      const res = await list(query, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ProductListResponse>();
    },
    async addProduct(headers: Headers, body: Record<string, unknown> = {}): Promise<Product> {
      const res = await post('add-product', { ...validProduct, ...body }, headers);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: Product }>().data;
    },
    async addVariant(headers: Headers, productId: string, body: Record<string, unknown> = {}): Promise<ProductVariant> {
      const res = await post('add-product-variant', { ...validVariant, productId, ...body }, headers);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: ProductVariant }>().data;
    },
    /** An image stored through `POST /file/upload` by this account; answers its URL. */
    async uploaded(headers: Headers): Promise<string> {
      const res = await upload(t.app, headers, { data: images.png });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ url: string }>().url;
    },
  };
}

/** Every row a products call may write, so a refusal can be shown to have written nothing. */
export async function snapshot(database: Database) {
  const { db } = database;
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    variants: await db.select().from(productVariants).orderBy(asc(productVariants.id)),
    orderItems: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
    files: await db.select().from(uploadedFiles).orderBy(asc(uploadedFiles.id)),
  };
}

/** A past order with one item bought from this variant, copying its name, size, colour, price and image. */
export async function orderItemOf(
  database: Database,
  vendorId: string,
  product: Pick<Product, 'id' | 'name'>,
  variant: ProductVariant,
): Promise<string> {
  const customerId = await createCustomer(database);
  const [order] = await database.db
    .insert(orders)
    .values({ customerId, finalAmount: variant.unitPrice * 2, shippingAddress: '12 MG Road, Pune' })
    .returning({ id: orders.id });
  const [item] = await database.db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      vendorId,
      productId: product.id,
      variantId: variant.id,
      productName: product.name,
      quantity: 2,
      size: variant.size,
      color: variant.color,
      variantImageUrl: variant.imageUrl,
      unitPrice: variant.unitPrice,
      totalPrice: variant.unitPrice * 2,
    })
    .returning({ id: orderItems.id });
  return item!.id;
}
