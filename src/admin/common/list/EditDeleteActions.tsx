import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { text } from '../../i18n/text';
import { ConfirmDeleteDialog } from '../dialogs/ConfirmDeleteDialog';
import { ResourceFormDialog } from '../dialogs/ResourceFormDialog';
import type { ResourceForm } from '../dialogs/resourceForm';
import { RowActionsMenu } from './RowActionsMenu';

type Named = RaRecord & { name: string };

export interface EditDeleteActionsProps<Values extends FieldValues, Row extends Named> {
  /** The resource's form, whose Edit dialog opens on the row's record. */
  form: ResourceForm<Values, Row>;
  /** The confirmation text naming the record (spec §2 "Delete asks for confirmation"). */
  deleteDescription: (record: Row) => string;
  /** The success toast's title when the spec gives one of its own (categories). */
  deleteSuccessMessage?: string;
}

/** The Actions cell of a row: a menu whose Edit opens the dialog and whose Delete asks first. */
export const EditDeleteActions = <Values extends FieldValues, Row extends Named>({
  form,
  deleteDescription,
  deleteSuccessMessage,
}: EditDeleteActionsProps<Values, Row>) => {
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
      <ResourceFormDialog form={form} open={open === 'edit'} onClose={close} record={record} />
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onClose={close}
        record={record}
        name={record.name}
        description={deleteDescription(record)}
        successMessage={deleteSuccessMessage}
      />
    </>
  );
};
