import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDelete, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { AdminNotification } from '../../../shared/contract/admin-notifications';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../common/dialogs/ConfirmDialog';
import { text } from '../../i18n/text';

/** Spec §2: Revert, after a confirmation saying what goes with it; spec §8's toasts. */
export const RevertNotificationAction = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const notification = useRecordContext<AdminNotification>();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<AdminNotification>();
  if (!notification) return null;

  const confirm = () =>
    remove(
      resource,
      { id: notification.id, previousData: notification },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(translate(text.notification.reverted));
          setOpen(false);
        },
        onError: (error) => toast.error(translate(errorMessage(error, translate(text.notification.revertFailed)))),
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<UndoIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate(text.notification.revertOf, { title: notification.title })}
      >
        {translate(text.notification.revert)}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(text.notification.revertTitle)}
        description={translate(text.notification.revertConfirm, { title: notification.title })}
        confirmLabel={translate(text.notification.revert)}
        pending={isPending}
        onConfirm={confirm}
        testId="revert-notification-dialog"
        confirmTestId="revert-notification-confirm"
      />
    </>
  );
};
