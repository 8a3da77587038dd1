import { useTranslate } from 'react-admin';
import type { Category } from '../../../shared/contract/categories';
import { EditDeleteActions } from '../../common/list/EditDeleteActions';
import { text } from '../../i18n/text';
import { CategoryEditDialog } from './CategoryEditDialog';
import { CATEGORY_RESOURCE } from './resourceName';

/**
 * The Actions cell of a category row: Delete says what becomes of the category's products,
 * and confirms with spec §8's 'Category deleted'.
 */
export const CategoryRowActions = () => {
  const translate = useTranslate();
  return (
    <EditDeleteActions<Category>
      resource={CATEGORY_RESOURCE}
      EditDialog={CategoryEditDialog}
      deleteDescription={({ name }) =>
        `${translate(text.category.deleteConfirm, { name })} ${translate(text.category.deleteKeepsProducts)}`
      }
      deleteSuccessMessage={translate(text.category.deleted)}
    />
  );
};
