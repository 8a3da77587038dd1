import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Category } from '../../../shared/contract/categories';
import { ConfirmDeleteDialog } from '../../common/dialogs/ConfirmDeleteDialog';
import { RowActionsMenu } from '../../common/list/RowActionsMenu';
import { text } from '../../i18n/text';
import { CategoryEditDialog } from './CategoryEditDialog';
import { CATEGORY_RESOURCE } from './resourceName';

/**
 * The Actions cell of a row: Edit opens the dialog; Delete asks first, saying what becomes of
 * the category's products, and confirms with spec §8's 'Category deleted'.
 */
export const CategoryRowActions = () => {
  const translate = useTranslate();
  const record = useRecordContext<Category>();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (!record) return null;
  const close = () => setOpen(null);

  return (
    <>
      <RowActionsMenu
        actions={[
          { label: translate(text.general.edit), icon: <EditIcon fontSize="small" />, onSelect: () => setOpen('edit') },
          {
            label: translate(text.general.delete),
            icon: <DeleteIcon fontSize="small" />,
            onSelect: () => setOpen('delete'),
            destructive: true,
          },
        ]}
      />
      <CategoryEditDialog open={open === 'edit'} onClose={close} record={record} />
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onClose={close}
        resource={CATEGORY_RESOURCE}
        record={record}
        name={record.name}
        description={`${translate(text.category.deleteConfirm, { name: record.name })} ${translate(text.category.deleteKeepsProducts)}`}
        successMessage={translate(text.category.deleted)}
      />
    </>
  );
};
