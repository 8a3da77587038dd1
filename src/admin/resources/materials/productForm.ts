import { z } from 'zod';
import { fromInformationRows, informationRowSchema, toInformationRows } from '../../../shared/contract/common';
import { type AddProductBody, type Product, productFields } from '../../../shared/contract/products';
import { resourceFormOf } from '../../common/dialogs/resourceFormOf';
import type { FormValuesOf } from '../../common/forms/formValues';
import { text } from '../../i18n/text';
import { ProductInputs } from './ProductInputs';

/** Spec §5 "Product": the contract's rules, with information edited as rows. */
export const productFormSchema = z.object({ ...productFields, information: z.array(informationRowSchema) });
export type ProductFormValues = FormValuesOf<typeof productFormSchema>;

/**
 * The wire body of add / update (spec §7; update's call adds the id): trimmed values, no
 * category as null, keywords without blanks or repeats, information as single-pair objects.
 */
export const productBody = (values: ProductFormValues): AddProductBody => {
  const form = productFormSchema.parse(values);
  return { ...form, information: fromInformationRows(form.information) };
};

/** Spec §2 Add Product / Edit Product dialogs; §8's toasts and 'Failed to add/update product'. */
export const productForm = resourceFormOf<typeof productFormSchema, Product>({
  schema: productFormSchema,
  Inputs: ProductInputs,
  newValues: { name: '', description: '', productCategoryId: null, keywords: [], information: [] },
  valuesOf: (product) => ({
    name: product.name,
    description: product.description,
    productCategoryId: product.productCategoryId,
    keywords: product.keywords,
    information: toInformationRows(product.information),
  }),
  createBody: productBody,
  updateBody: productBody,
  texts: text.product,
  testId: 'product',
});
