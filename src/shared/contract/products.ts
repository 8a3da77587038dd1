import { z } from 'zod';
import {
  DEFAULT_VARIANT_COLOR,
  DEFAULT_VARIANT_UNIT_NAME,
  MATERIALS_DEFAULT_PAGE_SIZE,
  MATERIALS_PAGE_SIZES,
  MAX_AMOUNT,
  MAX_STOCK,
  MIN_STOCK,
  MIN_UNIT_PRICE,
} from '../constants';
import { messages } from '../messages';
import {
  idSchema,
  imageUrlSchema,
  informationSchema,
  looksBlank,
  optionalText,
  recordResponse,
  requiredText,
} from './common';

const p = messages.product;
const v = messages.variant;

export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 50;

/** Keywords as spec §2's tag input keeps them: trimmed, blank (or invisible) and repeated ones dropped. */
export const normalizeKeywords = (keywords: readonly string[]): string[] => [
  ...new Set(keywords.map((keyword) => keyword.trim()).filter((keyword) => !looksBlank(keyword))),
];

export const keywordsSchema = z
  .array(z.string().max(MAX_KEYWORD_LENGTH + 200, { error: p.keywordTooLong }))
  .max(MAX_KEYWORDS * 5, { error: p.tooManyKeywords })
  .transform(normalizeKeywords)
  .pipe(
    z
      .array(z.string().max(MAX_KEYWORD_LENGTH, { error: p.keywordTooLong }))
      .max(MAX_KEYWORDS, { error: p.tooManyKeywords }),
  );

/** Spec §5 "Product": name required; the rest optional; no category is Uncategorized (null). */
export const productFields = {
  name: requiredText(p.nameRequired).max(200, { error: p.nameTooLong }),
  description: optionalText(2000, p.descriptionTooLong),
  information: informationSchema.default([]),
  keywords: keywordsSchema.default([]),
  productCategoryId: z.preprocess(
    (value) => (value === '' ? null : value),
    z.uuid({ error: p.categoryNotFound }).nullable().default(null),
  ),
};

/** POST /products/add-product (VENDOR). */
export const addProductBodySchema = z.object(productFields);
export type AddProductBody = z.infer<typeof addProductBodySchema>;

/** POST /products/update-product: the same plus id. */
export const updateProductBodySchema = z.object({ id: idSchema, ...productFields });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/** POST /products/delete-product. */
export const productIdBodySchema = z.object({ productId: idSchema });

/** A CSS hex colour as `<input type="color">` gives it (#rrggbb), or its short form; no flags, as the document's pattern has none. */
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Prices in whole cents; zod judges a multiple by its decimal digits, so 0.1 + 0.2 is one. */
const CENT = 0.01;

/** Spec §5 "Variant": size, colour and unit name required; unit price > 0; stock an integer ≥ 0. */
export const variantFields = {
  imageUrl: imageUrlSchema,
  color: requiredText(v.colorRequired).regex(HEX_COLOUR, { error: v.colorInvalid }),
  size: requiredText(v.sizeRequired).max(100, { error: v.sizeTooLong }),
  unitPrice: z
    .number({ error: v.unitPriceMin })
    .min(MIN_UNIT_PRICE, { error: v.unitPriceMin })
    .max(MAX_AMOUNT, { error: v.unitPriceMax })
    .multipleOf(CENT, { error: v.unitPriceDecimals }),
  unitName: requiredText(v.unitNameRequired).max(50, { error: v.unitNameTooLong }),
  stock: z
    .number({ error: v.stockMin })
    .int({ error: v.stockInteger })
    .min(MIN_STOCK, { error: v.stockMin })
    .max(MAX_STOCK, { error: v.stockMax }),
};

/** POST /products/add-product-variant. */
export const addVariantBodySchema = z.object({ productId: idSchema, ...variantFields });
export type AddVariantBody = z.infer<typeof addVariantBodySchema>;

/** POST /products/update-product-variant: the same plus productVariantId. */
export const updateVariantBodySchema = z.object({ productVariantId: idSchema, ...addVariantBodySchema.shape });
export type UpdateVariantBody = z.infer<typeof updateVariantBodySchema>;

/** POST /products/delete-product-variant. */
export const variantIdBodySchema = z.object({ variantId: idSchema });

/** The variant form's starting values (spec §9: colour black, unit name 'unit'). */
export const VARIANT_DEFAULTS = { color: DEFAULT_VARIANT_COLOR, unitName: DEFAULT_VARIANT_UNIT_NAME } as const;

/** Spec §3 Product variant. */
export const productVariantSchema = z.object({
  id: z.string(),
  productId: z.string(),
  imageUrl: z.string().nullable(),
  color: z.string(),
  size: z.string(),
  unitPrice: z.number(),
  unitName: z.string(),
  stock: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** Spec §3 Product, with its category's name and its variants; `vendor` names the seller (admins see every vendor's). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  information: z.array(z.record(z.string(), z.string())),
  keywords: z.array(z.string()),
  productCategoryId: z.string().nullable(),
  productCategory: z.object({ name: z.string() }).nullable(),
  vendor: z.object({ id: z.string(), name: z.string() }),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

/** GET /products/get-vendor-products?pageNumber&pageSize (spec §9: page from 1; 5, 10, 20 or 50 a page). */
export const productsQuerySchema = z.object({
  pageNumber: z.coerce
    .number({ error: 'pageNumber must be a whole number from 1' })
    .int({ error: 'pageNumber must be a whole number from 1' })
    .min(1, { error: 'pageNumber must be a whole number from 1' })
    .default(1),
  // The query's text read as a number, then one of the sizes: a preprocess, so the document
  // shows the sizes and the default (a coerce-and-pipe would show only "a number").
  pageSize: z.preprocess(
    (value) => (value === undefined ? value : Number(value)),
    z
      .literal(MATERIALS_PAGE_SIZES, { error: `pageSize must be one of ${MATERIALS_PAGE_SIZES.join(', ')}` })
      .default(MATERIALS_DEFAULT_PAGE_SIZE),
  ),
  // Beyond the spec (the dashboards' links): only products with a variant low on stock.
  lowStock: z
    .enum(['true', 'false'], { error: 'lowStock must be true or false' })
    .optional()
    .meta({ description: 'true: only products with a variant at or below the low-stock threshold.' }),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const productListResponseSchema = z.object({ data: z.array(productSchema), totalRows: z.number().int() });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
export const productWriteResponseSchema = recordResponse(productSchema);
export const variantWriteResponseSchema = recordResponse(productVariantSchema);
