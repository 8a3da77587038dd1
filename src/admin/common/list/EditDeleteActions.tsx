import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { type ComponentType, type ReactNode, useState } from 'react';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { text } from '../../i18n/text';
import { ConfirmDeleteDialog } from '../dialogs/ConfirmDeleteDialog';
import { ResourceFormDialog } from '../dialogs/ResourceFormDialog';
import type { ResourceForm } from '../dialogs/resourceForm';
import { RowActionsMenu } from './RowActionsMenu';

type Named = RaRecord & { name: string };

/** A row action besides Edit and Delete, opening a dialog of its own on the row's record (Add Variant). */
export interface RowDialogAction<Row> {
  label: string;
  icon: ReactNode;
  Dialog: ComponentType<{ record: Row; open: boolean; onClose: () => void }>;
}

export interface EditDeleteActionsProps<Values extends FieldValues, Row extends Named> {
  /** The resource's form, whose Edit dialog opens on the row's record. */
  form: ResourceForm<Values, Row>;
  /** The confirmation text naming the record (spec §2 "Delete asks for confirmation"). */
  deleteDescription: (record: Row) => string;
  /** The success toast's title when the spec gives one of its own (categories). */
  deleteSuccessMessage?: string;
  /** See ConfirmDeleteDialog: false shows a failed delete's message without 'Error: '. */
  deleteErrorPrefix?: boolean;
  /** The menu's Edit and Delete, translated. */
  actionLabels: { edit: string; delete: string };
  /** Shown between Edit and Delete. */
  moreActions?: readonly RowDialogAction<Row>[];
  /** Whether the API offers the change and the delete (a REST entity may offer neither). */
  canEdit?: boolean;
  canDelete?: boolean;
}

/** The Actions cell of a row: a menu whose Edit opens the dialog and whose Delete asks first. */
export const EditDeleteActions = <Values extends FieldValues, Row extends Named>({
  form,
  deleteDescription,
  deleteSuccessMessage,
  deleteErrorPrefix,
  actionLabels,
  moreActions = [],
  canEdit = true,
  canDelete = true,
}: EditDeleteActionsProps<Values, Row>) => {
  const translate = useTranslate();
  const record = useRecordContext<Row>();
  // Which dialog is open: Edit, Delete, or the more action at that index.
  const [open, setOpen] = useState<'edit' | 'delete' | number | null>(null);
  if (!record) return null;
  if (!canEdit && !canDelete && moreActions.length === 0) return null;
  const close = () => setOpen(null);

  return (
    <>
      <RowActionsMenu
        label={translate(text.general.actionsFor, { name: record.name })}
        actions={[
          ...(canEdit
            ? [{ label: actionLabels.edit, icon: <EditIcon fontSize="small" />, onSelect: () => setOpen('edit') }]
            : []),
          ...moreActions.map(({ label, icon }, index) => ({ label, icon, onSelect: () => setOpen(index) })),
          ...(canDelete
            ? [
                {
                  label: actionLabels.delete,
                  icon: <DeleteIcon fontSize="small" />,
                  onSelect: () => setOpen('delete'),
                  destructive: true,
                },
              ]
            : []),
        ]}
      />
      <ResourceFormDialog form={form} open={open === 'edit'} onClose={close} record={record} />
      {moreActions.map(({ label, Dialog }, index) => (
        <Dialog key={label} record={record} open={open === index} onClose={close} />
      ))}
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onClose={close}
        record={record}
        name={record.name}
        description={deleteDescription(record)}
        successMessage={deleteSuccessMessage}
        errorPrefix={deleteErrorPrefix}
      />
    </>
  );
};
