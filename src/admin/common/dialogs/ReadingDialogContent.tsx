import { DialogContent, type DialogContentProps } from '@mui/material';

/**
 * The body of a dialog that only shows things (details): it may scroll, and with nothing in it
 * to focus, the keyboard could not scroll it unless the body itself takes focus (WCAG 2.1.1).
 */
export const ReadingDialogContent = (props: Omit<DialogContentProps, 'dividers' | 'tabIndex'>) => (
  <DialogContent dividers tabIndex={0} {...props} />
);
