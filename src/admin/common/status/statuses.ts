import type { ChipProps } from '@mui/material';
import type { messages } from '../../../shared/messages';
import { text } from '../../i18n/text';

/** The statuses the badges know (spec §4: orders', rentals' and bookings'), named by their labels. */
export type KnownStatus = keyof typeof messages.status.names;

/** Spec §4 "Badge colours differ per status". */
const COLORS: Record<KnownStatus, NonNullable<ChipProps['color']>> = {
  PENDING: 'warning',
  CONFIRMED: 'info',
  SHIPPED: 'secondary',
  DELIVERED: 'success',
  CANCELLED: 'error',
  // A rental's end (spec §4): shown, never offered.
  COMPLETED: 'primary',
};

export const isKnownStatus = (status: string): status is KnownStatus => Object.hasOwn(COLORS, status);

/** Spec §4: an unknown status is shown with the PENDING appearance. */
export const statusColor = (status: string) => COLORS[isKnownStatus(status) ? status : 'PENDING'];

/** The translation key of a status's label: 'Pending' ... */
export const statusLabel = (status: KnownStatus): string => text.status.names[status];
