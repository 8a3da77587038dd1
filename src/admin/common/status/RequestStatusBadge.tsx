import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SellerRequestStatus } from '../../../shared/contract/seller-requests';
import { text } from '../../i18n/text';

const COLORS = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'error' } as const;

/** A request's status as a badge, one colour each (spec §4). */
export const RequestStatusBadge = ({ status }: { status: SellerRequestStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(text.sellerRequest[status])}
      data-testid="request-status"
    />
  );
};
