import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isKnownStatus, statusColor, statusLabel } from './statuses';

/**
 * A record's status as a coloured badge (spec §4); an unknown one keeps its own text in
 * PENDING's colour, so nothing the server sends is hidden.
 */
export const StatusBadge = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusColor(status)}
      label={isKnownStatus(status) ? translate(statusLabel(status)) : status}
      data-testid="status-badge"
      data-status={status}
    />
  );
};
