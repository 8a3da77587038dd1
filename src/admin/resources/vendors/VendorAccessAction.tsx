import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { toast } from 'sonner';
import type { VendorAccount } from '../../../shared/contract/vendors';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';

/** Suspend or Reinstate the row's vendor, after a confirmation saying what it does. */
export const VendorAccessAction = () => {
  const translate = useTranslate();
  const vendor = useRecordContext<VendorAccount>();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<VendorAccount>();
  const titleId = useId();
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
        onError: (error) => toast.error(errorMessage(error, translate(text.vendor.changeFailed))),
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
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{`${action} ${vendor.name}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(suspending ? text.vendor.suspendConfirm : text.vendor.reinstateConfirm, { name: vendor.name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isPending}>
            {translate(text.general.cancel)}
          </Button>
          <Button
            variant="contained"
            color={suspending ? 'error' : 'primary'}
            onClick={confirm}
            disabled={isPending}
            data-testid="vendor-access-confirm"
          >
            {action}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
