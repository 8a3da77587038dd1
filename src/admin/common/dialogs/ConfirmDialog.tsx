import { Button, DialogContentText } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { ActionDialog } from './ActionDialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** While the confirmed call runs: both buttons wait and the dialog stays open. */
  pending: boolean;
  onConfirm: () => void;
  color?: 'error' | 'primary';
  testId?: string;
  confirmTestId?: string;
}

/** Asks before an action that cannot be taken back, with Cancel and the action's own button. */
export const ConfirmDialog = ({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  color = 'error',
  testId,
  confirmTestId,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const descriptionId = useId();
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={title}
      describedBy={descriptionId}
      testId={testId}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            {translate(text.general.cancel)}
          </Button>
          <Button color={color} variant="contained" onClick={onConfirm} disabled={pending} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText id={descriptionId}>{description}</DialogContentText>
    </ActionDialog>
  );
};
