import { createCategoryBodySchema, type Category, type CreateCategoryBody } from '../../../shared/contract/categories';
import type { FormValuesOf } from '../../common/forms/formValues';
import { zodValidate } from '../../common/forms/zodValidate';

/** What the Add and Edit dialogs hold (spec §5 "Category"). */
export type CategoryFormValues = FormValuesOf<typeof createCategoryBodySchema>;

export const newCategoryValues: CategoryFormValues = { name: '', description: '', imageUrl: null };

export const categoryFormValues = (category: Category): CategoryFormValues => ({
  name: category.name,
  description: category.description,
  imageUrl: category.imageUrl,
});

/** Name and description required, the image optional: the contract's rules and messages. */
export const validateCategory = zodValidate(createCategoryBodySchema);

/** The wire body of create / update (spec §7; update adds the id): trimmed, no image as null. */
export const categoryBody = (values: CategoryFormValues): CreateCategoryBody => {
  const { imageUrl = null, ...fields } = createCategoryBodySchema.parse(values);
  return { ...fields, imageUrl };
};
