import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCount } from '../formatters';
import { BulkDialog, type BulkDialogProps } from './BulkDialog';
import { useBulkSelection } from './BulkSelection';

export interface BulkActionProps extends Omit<BulkDialogProps, 'open' | 'title' | 'testId'> {
  /** The bar's button (a translation key). */
  label: string;
  /** The dialog's title (a translation key; %{count} is how many rows it changes). */
  title: string;
  /** The button's; the dialog's is `${testId}-dialog`. */
  testId: string;
}

/** A bulk action on the bar: its button, and the dialog it opens, titled with how many rows it changes. */
export const BulkAction = ({ label, title, testId, onClose, ...dialog }: BulkActionProps) => {
  const translate = useTranslate();
  const { count } = useBulkSelection();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)} data-testid={testId}>
        {translate(label)}
      </Button>
      <BulkDialog
        {...dialog}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title={translate(title, { count: formatCount(count) })}
        testId={`${testId}-dialog`}
      />
    </>
  );
};
