import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { type RaRecord, useDelete, useResourceContext, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current resource (its ResourceContext) unless named. */
  resource?: string;
  record: RaRecord;
  /** What is deleted, as the success toast names it. */
  name: string;
  description: string;
  /** The success toast's title; spec §8's 'Successfully Deleted' unless a screen has its own. */
  successMessage?: string;
}

/**
 * Spec §2 "Delete asks for confirmation", §8 "Delete failure": the call runs only after
 * 'Delete'; on failure the dialog stays open so it can be tried again.
 */
export const ConfirmDeleteDialog = ({
  open,
  onClose,
  resource,
  record,
  name,
  description,
  successMessage,
}: ConfirmDeleteDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const descriptionId = useId();
  const current = useResourceContext({ resource });
  const [deleteOne, { isPending }] = useDelete();

  const confirm = () =>
    deleteOne(
      current,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(successMessage ?? translate(text.general.deleted), { description: name });
          onClose();
        },
        onError: (error) => {
          toast.error(translate(text.general.deleteErrorTitle), {
            description:
              translate(text.general.deleteErrorPrefix) + errorMessage(error, translate(text.general.unknownError)),
          });
        },
      },
    );

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="confirm-delete"
    >
      <DialogTitle id={titleId}>{translate(text.general.confirmTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate(text.general.cancel)}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={isPending}
          data-testid="confirm-delete-button"
        >
          {translate(isPending ? text.general.deleting : text.general.delete)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
