import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { toast } from 'sonner';
import type { VendorAccount } from '../../../shared/contract/vendors';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../common/dialogs/ConfirmDialog';
import { text } from '../../i18n/text';

/** Suspend or Reinstate the row's vendor, after a confirmation saying what it does. */
export const VendorAccessAction = () => {
  const translate = useTranslate();
  const vendor = useRecordContext<VendorAccount>();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<VendorAccount>();
  if (!vendor) return null;
  const suspending = vendor.canSignIn;
  const action = translate(suspending ? text.vendor.suspend : text.vendor.reinstate);

  const confirm = () =>
    update(
      'vendors',
      { id: vendor.id, data: { canSignIn: !suspending }, previousData: vendor },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(translate(suspending ? text.vendor.suspendedToast : text.vendor.reinstatedToast), {
            description: vendor.name,
          });
          setOpen(false);
        },
        onError: (error) => toast.error(translate(errorMessage(error, translate(text.vendor.changeFailed)))),
      },
    );

  return (
    <>
      <Button
        size="small"
        color={suspending ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        aria-label={`${action} ${vendor.name}`}
      >
        {action}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`${action} ${vendor.name}?`}
        description={translate(suspending ? text.vendor.suspendConfirm : text.vendor.reinstateConfirm, {
          name: vendor.name,
        })}
        confirmLabel={action}
        pending={isPending}
        onConfirm={confirm}
        color={suspending ? 'error' : 'primary'}
        confirmTestId="vendor-access-confirm"
      />
    </>
  );
};
