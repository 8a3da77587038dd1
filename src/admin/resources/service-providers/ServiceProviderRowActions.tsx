import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ServiceProvider } from '../../../shared/contract/service-providers';
import { ConfirmDeleteDialog } from '../../common/dialogs/ConfirmDeleteDialog';
import { RowActionsMenu } from '../../common/list/RowActionsMenu';
import { text } from '../../i18n/text';
import { SERVICE_PROVIDER_RESOURCE } from './resourceName';
import { ServiceProviderEditDialog } from './ServiceProviderEditDialog';

/** The Actions cell of a row: Edit opens the dialog, Delete asks first (spec §2). */
export const ServiceProviderRowActions = () => {
  const translate = useTranslate();
  const record = useRecordContext<ServiceProvider>();
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
      <ServiceProviderEditDialog open={open === 'edit'} onClose={close} record={record} />
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onClose={close}
        resource={SERVICE_PROVIDER_RESOURCE}
        record={record}
        name={record.name}
        description={translate(text.serviceProvider.deleteConfirm, { name: record.name })}
      />
    </>
  );
};
