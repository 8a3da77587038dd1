import { useCreate, useTranslate } from 'react-admin';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { text } from '../../i18n/text';
import { categoryBody, newCategoryValues, validateCategory, type CategoryFormValues } from './categoryForm';
import { CategoryInputs } from './CategoryInputs';
import { CATEGORY_RESOURCE } from './resourceName';
import { saveWithToasts } from '../../common/dialogs/saveWithToasts';

/** Spec §2 Add Category; a taken name shows the server's message, also under the name. */
export const CategoryCreateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [create] = useCreate();

  const save = (values: CategoryFormValues) =>
    saveWithToasts(
      {
        progress: translate(text.category.creating),
        success: translate(text.category.created),
        fallback: translate(text.general.unknownError),
      },
      () => create(CATEGORY_RESOURCE, { data: categoryBody(values) }, { returnPromise: true }),
    );

  return (
    <FormDialog<CategoryFormValues>
      open={open}
      onClose={onClose}
      title={translate(text.category.addTitle)}
      defaultValues={newCategoryValues}
      validate={validateCategory}
      onSubmit={save}
      testId="category-create-dialog"
    >
      <CategoryInputs />
    </FormDialog>
  );
};
