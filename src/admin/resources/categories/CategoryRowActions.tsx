import { useTranslate } from 'react-admin';
import { EditDeleteActions } from '../../common/list/EditDeleteActions';
import { text } from '../../i18n/text';
import { categoryForm } from './categoryForm';

/**
 * The Actions cell of a category row: Delete says what becomes of the category's products,
 * and confirms with spec §8's 'Category deleted'.
 */
export const CategoryRowActions = () => {
  const translate = useTranslate();
  return (
    <EditDeleteActions
      form={categoryForm}
      deleteDescription={({ name }) =>
        `${translate(text.category.deleteConfirm, { name })} ${translate(text.category.deleteKeepsProducts)}`
      }
      deleteSuccessMessage={translate(text.category.deleted)}
    />
  );
};
