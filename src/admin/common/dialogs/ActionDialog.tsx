import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** While its call runs the dialog stays open: Escape and the backdrop do nothing. */
  pending: boolean;
  title: ReactNode;
  /** The buttons, Cancel first. */
  actions: ReactNode;
  /** The id of the text that describes the dialog, if one does. */
  describedBy?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  fullScreen?: boolean;
  testId?: string;
  children: ReactNode;
}

/** The frame of a dialog that runs one action: its title, its content and its buttons. */
export const ActionDialog = ({
  open,
  onClose,
  pending,
  title,
  actions,
  describedBy,
  maxWidth,
  fullScreen,
  testId,
  children,
}: ActionDialogProps) => {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth={maxWidth !== undefined}
      maxWidth={maxWidth ?? 'sm'}
      fullScreen={fullScreen}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>{actions}</DialogActions>
    </Dialog>
  );
};
