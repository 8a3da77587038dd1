import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState, type ComponentType } from 'react';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { text } from '../../i18n/text';
import { ConfirmDeleteDialog } from '../dialogs/ConfirmDeleteDialog';
import { RowActionsMenu } from './RowActionsMenu';

type Named = RaRecord & { name: string };

export interface EditDeleteActionsProps<Row extends Named> {
  resource: string;
  /** The resource's Edit dialog, opened on the row's record. */
  EditDialog: ComponentType<{ open: boolean; onClose: () => void; record: Row }>;
  /** The confirmation text naming the record (spec §2 "Delete asks for confirmation"). */
  deleteDescription: (record: Row) => string;
  /** The success toast's title when the spec gives one of its own (categories). */
  deleteSuccessMessage?: string;
}

/** The Actions cell of a row: a menu whose Edit opens the dialog and whose Delete asks first. */
export const EditDeleteActions = <Row extends Named>({
  resource,
  EditDialog,
  deleteDescription,
  deleteSuccessMessage,
}: EditDeleteActionsProps<Row>) => {
  const translate = useTranslate();
  const record = useRecordContext<Row>();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (!record) return null;
  const close = () => setOpen(null);

  return (
    <>
      <RowActionsMenu
        label={translate(text.general.actionsFor, { name: record.name })}
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
      <EditDialog open={open === 'edit'} onClose={close} record={record} />
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onClose={close}
        resource={resource}
        record={record}
        name={record.name}
        description={deleteDescription(record)}
        successMessage={deleteSuccessMessage}
      />
    </>
  );
};
