import { type Category, categoryContract } from '../../../shared/contract/categories';
import { resourceFormOf } from '../../common/dialogs/resourceFormOf';
import { text } from '../../i18n/text';
import { CategoryInputs } from './CategoryInputs';

/** Spec §2 Add Category / Edit, §5 "Category"; §8: category errors fall back to the error's own message. */
export const categoryForm = resourceFormOf<typeof categoryContract.addBody, Category>({
  schema: categoryContract.addBody,
  Inputs: CategoryInputs,
  newValues: { name: '', description: '', imageUrl: null },
  texts: text.category,
  testId: 'category',
});
