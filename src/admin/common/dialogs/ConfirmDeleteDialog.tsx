import { type RaRecord, useDelete, useResourceContext, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { ConfirmDialog } from './ConfirmDialog';

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
  /** Spec §8: the failure's description is 'Error: ' and the message, or for products and variants the message alone. */
  errorPrefix?: boolean;
  /** After a delete, e.g. to reload a list that shows the record inside another (a product's variants). */
  onDeleted?: () => void;
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
  errorPrefix = true,
  onDeleted,
}: ConfirmDeleteDialogProps) => {
  const translate = useTranslate();
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
          onDeleted?.();
        },
        onError: (error) => {
          const message = translate(errorMessage(error, translate(text.general.unknownError)));
          toast.error(translate(text.general.deleteErrorTitle), {
            description: errorPrefix ? translate(text.general.deleteErrorPrefix) + message : message,
          });
        },
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={translate(text.general.confirmTitle)}
      description={description}
      confirmLabel={translate(isPending ? text.general.deleting : text.general.delete)}
      pending={isPending}
      onConfirm={confirm}
      testId="confirm-delete"
      confirmTestId="confirm-delete-button"
    />
  );
};
