import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ClashAlertProps {
  /** The record's status: once CONFIRMED the clash is said as it stands, before as what confirming would do. */
  status: string;
  /** The translation keys of the two sayings. */
  messages: { confirmed: string; beforeConfirming: string };
  /** The figures the message names. */
  values: Record<string, unknown>;
  /** What follows the message: the clashing records, where it names them. */
  children?: ReactNode;
}

/** The clash warning of a rental or booking (beyond the spec), over its details and in Update Status. */
export const ClashAlert = ({ status, messages, values, children }: ClashAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" data-testid="clash-warning">
      {translate(status === 'CONFIRMED' ? messages.confirmed : messages.beforeConfirming, values)}
      {children}
    </Alert>
  );
};
