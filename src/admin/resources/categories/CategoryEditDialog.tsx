import { useMemo } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import type { Category } from '../../../shared/contract/categories';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { text } from '../../i18n/text';
import { categoryBody, categoryFormValues, validateCategory, type CategoryFormValues } from './categoryForm';
import { CategoryInputs } from './CategoryInputs';
import { CATEGORY_RESOURCE } from './resourceName';
import { saveWithToasts } from '../../common/dialogs/saveWithToasts';

/** Edits the row's category; the list shows the saved record as the server returns it. */
export const CategoryEditDialog = ({
  open,
  onClose,
  record,
}: {
  open: boolean;
  onClose: () => void;
  record: Category;
}) => {
  const translate = useTranslate();
  const [update] = useUpdate();
  const defaultValues = useMemo(() => categoryFormValues(record), [record]);

  const save = (values: CategoryFormValues) =>
    saveWithToasts(
      {
        progress: translate(text.category.updating),
        success: translate(text.category.updated),
        fallback: translate(text.general.unknownError),
      },
      () =>
        update(
          CATEGORY_RESOURCE,
          { id: record.id, data: categoryBody(values), previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
    );

  return (
    <FormDialog<CategoryFormValues>
      open={open}
      onClose={onClose}
      title={translate(text.category.editTitle)}
      defaultValues={defaultValues}
      validate={validateCategory}
      onSubmit={save}
      testId="category-edit-dialog"
    >
      <CategoryInputs />
    </FormDialog>
  );
};
