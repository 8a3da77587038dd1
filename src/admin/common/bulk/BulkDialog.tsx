import { Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { ActionDialog } from '../dialogs/ActionDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { formatCount } from '../formatters';
import { useBulkSelection } from './BulkSelection';

export interface BulkDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Applies the change; the dialog closes once it has answered. */
  onApply: () => Promise<unknown>;
  canApply: boolean;
  pending: boolean;
  /** Beside Apply (the variants' Preview). */
  extraAction?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/**
 * A bulk action's dialog: its choices, Cancel and Apply. Applying to "all N matching" asks
 * first, since it reaches rows on pages the user has not seen.
 */
export const BulkDialog = ({
  open,
  onClose,
  title,
  onApply,
  canApply,
  pending,
  extraAction,
  testId,
  children,
}: BulkDialogProps) => {
  const translate = useTranslate();
  const { allMatching, count } = useBulkSelection();
  const [confirming, setConfirming] = useState(false);
  const apply = async () => {
    setConfirming(false);
    await onApply();
    onClose();
  };
  return (
    <>
      <ActionDialog
        open={open}
        onClose={onClose}
        pending={pending}
        title={title}
        maxWidth="sm"
        testId={testId}
        actions={
          <>
            <Button onClick={onClose} disabled={pending}>
              {translate(text.general.cancel)}
            </Button>
            {extraAction}
            <Button
              variant="contained"
              disabled={!canApply || pending}
              onClick={() => (allMatching ? setConfirming(true) : void apply().catch(() => undefined))}
              data-testid="bulk-apply"
            >
              {pending ? translate(text.general.applying) : translate(text.general.apply)}
            </Button>
          </>
        }
      >
        {children}
      </ActionDialog>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={translate(text.bulk.confirmAllTitle, { count: formatCount(count) })}
        description={translate(text.bulk.confirmAll)}
        confirmLabel={translate(text.general.apply)}
        pending={pending}
        onConfirm={() => void apply().catch(() => undefined)}
        color="primary"
        testId="bulk-confirm-all"
        confirmTestId="bulk-confirm-all-apply"
      />
    </>
  );
};
