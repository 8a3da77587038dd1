import { type Category, type CreateCategoryBody, createCategoryBodySchema } from '../../../shared/contract/categories';
import type { ResourceForm } from '../../common/dialogs/resourceForm';
import type { FormValuesOf } from '../../common/forms/formValues';
import { zodValidate } from '../../common/forms/zodValidate';
import { text } from '../../i18n/text';
import { CategoryInputs } from './CategoryInputs';

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

/** Spec §2 Add Category / Edit; §8: category errors fall back to the error's own message. */
export const categoryForm: ResourceForm<CategoryFormValues, Category> = {
  Inputs: CategoryInputs,
  newValues: newCategoryValues,
  valuesOf: categoryFormValues,
  validate: validateCategory,
  createBody: categoryBody,
  updateBody: categoryBody,
  texts: {
    addTitle: text.category.addTitle,
    editTitle: text.category.editTitle,
    adding: text.category.creating,
    updating: text.category.updating,
    added: text.category.created,
    updated: text.category.updated,
    addFailed: text.general.unknownError,
    updateFailed: text.general.unknownError,
  },
  testId: 'category',
};
