import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';

/** Spec §2: the status badge reads Active (green) or Inactive (grey). */
export const ServiceProviderStatusBadge = ({ isActive }: { isActive: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={isActive ? 'filled' : 'outlined'}
      color={isActive ? 'success' : 'default'}
      label={translate(isActive ? text.serviceProvider.active : text.serviceProvider.inactive)}
      data-testid="provider-status"
    />
  );
};
