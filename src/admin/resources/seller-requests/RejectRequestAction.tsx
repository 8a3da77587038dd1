import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { SellerRequest } from '../../../shared/contract/seller-requests';
import { rejectRequestCall } from '../../api/calls/seller-requests';
import { errorMessage } from '../../api/errors';
import { useSpecCall } from '../../api/useSpecCall';
import { ConfirmDialog } from '../../common/dialogs/ConfirmDialog';
import { text } from '../../i18n/text';

const t = text.sellerRequest;

/** Reject, after a confirmation; spec §8's toasts. */
export const RejectRequestAction = ({ request }: { request: SellerRequest }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const reject = useSpecCall(rejectRequestCall);

  const confirm = () =>
    reject.mutate(
      { requestId: request.id },
      {
        onSuccess: () => {
          toast.success(translate(t.rejected));
          setOpen(false);
        },
        onError: (error) => toast.error(translate(errorMessage(error, translate(t.rejectFailed)))),
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={() => setOpen(true)}
        aria-label={translate(t.rejectOf, { name: request.name })}
      >
        {translate(t.reject)}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(t.rejectTitle)}
        description={translate(t.rejectConfirm, { name: request.name })}
        confirmLabel={translate(t.reject)}
        pending={reject.isPending}
        onConfirm={confirm}
        testId="reject-request-dialog"
        confirmTestId="reject-request-confirm"
      />
    </>
  );
};
