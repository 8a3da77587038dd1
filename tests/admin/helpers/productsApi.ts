import type { Category } from '../../../src/shared/contract/categories';
import type { Product, ProductVariant } from '../../../src/shared/contract/products';
import type { FakeHandler } from './fakeApi';

export const cementCategory: Category = {
  id: '5b9e1c4f-6a7d-4e0f-9a3b-4c5d6e7f8091',
  name: 'Cement',
  description: 'Bags of cement and mortar',
  imageUrl: null,
};
export const steelCategory: Category = {
  id: '7d1a3e6b-8c9f-4a2b-9c5d-6e7f8091a2b3',
  name: 'Steel',
  description: 'Bars and rods',
  imageUrl: null,
};

const vendor = { id: '9f3c5a7e-1b2d-4c6e-8f0a-2b4d6f8a0c1e', name: 'Sharma Traders' };

export const bigBag: ProductVariant = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  productId: '0b6f6a3e-6a43-4d47-9d5b-0d1c2f3a4b5c',
  imageUrl: '/uploads/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png',
  color: '#808080',
  size: '50 kg',
  unitPrice: 380.5,
  unitName: 'bag',
  stock: 120,
};
export const smallBag: ProductVariant = {
  ...bigBag,
  id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  imageUrl: null,
  color: '#ffffff',
  size: '25 kg',
  unitPrice: 199,
  stock: 0,
};

export const cement: Product = {
  id: '0b6f6a3e-6a43-4d47-9d5b-0d1c2f3a4b5c',
  name: 'OPC Cement 53 Grade',
  description: 'Premium ordinary Portland cement for high-strength concrete work',
  information: [{ Brand: 'UltraTech' }],
  keywords: ['cement', 'opc', 'grade 53', 'bags'],
  productCategoryId: cementCategory.id,
  productCategory: { name: cementCategory.name },
  vendor,
  variants: [bigBag, smallBag],
};
export const bars: Product = {
  id: '6d1e3f0a-1c2b-4a5d-8e9f-a0b1c2d3e4f5',
  name: 'TMT Bars',
  description: null,
  information: [],
  keywords: [],
  productCategoryId: null,
  productCategory: null,
  vendor,
  variants: [],
};

export const newProductId = '8e2b4f7c-9d0a-4b3c-8d6e-7f8091a2b3c4';
export const newVariantId = 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f';

/** `count` products named 'Product 1' ... for paging. */
export const manyProducts = (count: number): Product[] =>
  Array.from({ length: count }, (_, index) => ({
    ...bars,
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Product ${index + 1}`,
  }));

const numberParam = (value: unknown, fallback: number) => (value === undefined ? fallback : Number(value));

/**
 * A fake products API (spec §7 Products) that keeps its writes and pages like the server
 * (pageNumber from 1, pageSize), with GET /categories for the category select.
 */
export const productsApi = (initial: Product[] = [cement, bars]): Record<string, FakeHandler> => {
  let rows = [...initial];
  const withVariants = (productId: string, change: (variants: ProductVariant[]) => ProductVariant[]) => {
    rows = rows.map((row) => (row.id === productId ? { ...row, variants: change(row.variants) } : row));
  };
  const categoryOf = (id: string | null) =>
    [cementCategory, steelCategory].find((category) => category.id === id) ?? null;
  /** The product as the server answers it: with its category's name, its vendor and its variants. */
  const saved = (
    body: Omit<Product, 'productCategory' | 'vendor' | 'variants'>,
    variants: ProductVariant[],
  ): Product => {
    const category = categoryOf(body.productCategoryId);
    return { ...body, productCategory: category && { name: category.name }, vendor, variants };
  };

  return {
    'GET /categories': () => [200, { data: [steelCategory, cementCategory] }],
    'GET /products/get-vendor-products': ({ params }) => {
      const page = numberParam(params.pageNumber, 1);
      const size = numberParam(params.pageSize, 10);
      return [200, { data: rows.slice((page - 1) * size, page * size), totalRows: rows.length }];
    },
    'POST /products/add-product': ({ body }) => {
      const created = saved({ id: newProductId, ...(body as Omit<Product, 'id'>) }, []);
      rows = [created, ...rows];
      return [201, { message: 'Product added successfully!', data: created }];
    },
    'POST /products/update-product': ({ body }) => {
      const sent = body as Product;
      const updated = saved(sent, rows.find((row) => row.id === sent.id)?.variants ?? []);
      rows = rows.map((row) => (row.id === sent.id ? updated : row));
      return [200, { message: 'Product updated successfully!', data: updated }];
    },
    'POST /products/delete-product': ({ body }) => {
      const { productId } = body as { productId: string };
      const deleted = rows.find((row) => row.id === productId);
      rows = rows.filter((row) => row.id !== productId);
      return [200, { message: 'Product deleted successfully!', data: deleted }];
    },
    'POST /products/add-product-variant': ({ body }) => {
      const created = { id: newVariantId, ...(body as Omit<ProductVariant, 'id'>) };
      withVariants(created.productId, (variants) => [...variants, created]);
      return [201, { message: 'Variant added successfully!', data: created }];
    },
    'POST /products/update-product-variant': ({ body }) => {
      const { productVariantId, ...fields } = body as Omit<ProductVariant, 'id'> & { productVariantId: string };
      const updated = { id: productVariantId, ...fields };
      withVariants(fields.productId, (variants) => variants.map((one) => (one.id === updated.id ? updated : one)));
      return [200, { message: 'Variant updated successfully!', data: updated }];
    },
    'POST /products/delete-product-variant': ({ body }) => {
      const { variantId } = body as { variantId: string };
      const deleted = rows.flatMap((row) => row.variants).find((one) => one.id === variantId);
      if (deleted) withVariants(deleted.productId, (variants) => variants.filter((one) => one.id !== variantId));
      return [200, { message: 'Variant deleted successfully!', data: deleted }];
    },
  };
};
