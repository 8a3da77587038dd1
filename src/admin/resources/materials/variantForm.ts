import { z } from 'zod';
import {
  type AddVariantBody,
  addVariantBodySchema,
  type ProductVariant,
  VARIANT_DEFAULTS,
  variantFields,
} from '../../../shared/contract/products';
import { resourceFormOf } from '../../common/dialogs/resourceFormOf';
import type { FormValuesOf } from '../../common/forms/formValues';
import { text } from '../../i18n/text';
import { VariantInputs } from './VariantInputs';

/** Spec §5 "Variant": the contract's fields; the product is the one the dialog was opened for. */
export const variantFormSchema = z.object(variantFields);
export type VariantFormValues = FormValuesOf<typeof variantFormSchema>;

/** Spec §9: a new variant is black and sold by the 'unit'; none in stock until said. */
export const newVariantValues: VariantFormValues = {
  imageUrl: null,
  size: '',
  unitPrice: null,
  stock: 0,
  ...VARIANT_DEFAULTS,
};

/** The wire body of add / update (spec §7; update's call adds productVariantId). */
const variantBody = (values: VariantFormValues, productId: string): AddVariantBody =>
  addVariantBodySchema.parse({ ...values, productId });

/** Spec §2 Add Variant (on `productId`) / Edit Variant dialogs; §8's toasts and 'Failed to add/update variant'. */
export const variantForm = (productId: string) =>
  resourceFormOf<typeof variantFormSchema, ProductVariant>({
    schema: variantFormSchema,
    Inputs: VariantInputs,
    newValues: newVariantValues,
    createBody: (values) => variantBody(values, productId),
    updateBody: (values, variant) => variantBody(values, variant.productId),
    texts: text.variant,
    testId: 'variant',
  });
