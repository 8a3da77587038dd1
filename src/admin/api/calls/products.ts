import { MATERIALS_DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import {
  type ProductsQuery,
  productListResponseSchema,
  productWriteResponseSchema,
  variantWriteResponseSchema,
} from '../../../shared/contract/products';
import type { Endpoints } from './call';
import { writeCalls } from './writeCalls';

const BASE = '/products';

/**
 * Spec §7 Products: one page of the vendor's products (an admin's: every vendor's), react-admin's
 * 1-based page as `pageNumber`; add / update / delete a product.
 */
export const productCalls: Endpoints = {
  getList: {
    method: 'GET',
    path: `${BASE}/get-vendor-products`,
    paging: 'server',
    // The size goes as react-admin gives it, any number: the server judges it.
    query: ({ pagination, filter }): Record<keyof ProductsQuery, number | string | undefined> => ({
      pageNumber: pagination?.page ?? 1,
      pageSize: pagination?.perPage ?? MATERIALS_DEFAULT_PAGE_SIZE,
      // The dashboards' link: anything but true (a hand-edited address) lists every product.
      lowStock: filter?.lowStock === true || filter?.lowStock === 'true' ? 'true' : undefined,
    }),
    read: (body) => {
      const { data, totalRows } = productListResponseSchema.parse(body);
      return { data, total: totalRows };
    },
  },
  ...writeCalls({
    base: BASE,
    paths: { create: '/add-product', update: '/update-product', delete: '/delete-product' },
    idKeys: { update: 'id', delete: 'productId' },
    written: productWriteResponseSchema,
  }),
};

/** Spec §7 Products: add / update / delete a variant; variants are listed inside their product. */
export const productVariantCalls: Endpoints = writeCalls({
  base: BASE,
  paths: { create: '/add-product-variant', update: '/update-product-variant', delete: '/delete-product-variant' },
  idKeys: { update: 'productVariantId', delete: 'variantId' },
  written: variantWriteResponseSchema,
});
