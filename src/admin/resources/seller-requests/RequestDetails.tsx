import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SellerRequest } from '../../../shared/contract/seller-requests';
import { type Detail, DetailList } from '../../common/DetailList';
import { ReadingDialogContent } from '../../common/dialogs/ReadingDialogContent';
import { formatDateTime } from '../../common/formatters';
import { RecordTabs } from '../../common/history/RecordTabs';
import { RequestStatusBadge } from '../../common/status/RequestStatusBadge';
import { text } from '../../i18n/text';
import { CategoryBadges } from './CategoryBadges';

const t = text.sellerRequest;

/** Every field of spec §2's details dialog, as translation key and value. */
const detailsOf = (request: SellerRequest, none: string): [string, Detail['value']][] => [
  [t.requestId, request.id],
  [t.userId, request.userId ?? none],
  [t.shopName, request.name],
  [t.ownerName, request.ownerName],
  [t.email, request.email],
  [t.mobile, request.mobile],
  [t.address, request.address],
  [t.city, request.city],
  [t.state, request.state],
  [t.pincode, request.pincode],
  [t.category, <CategoryBadges key="category" categories={request.category} />],
  [t.status, <RequestStatusBadge key="status" status={request.status} />],
  [t.createdAt, formatDateTime(request.createdAt)],
  [t.updatedAt, formatDateTime(request.updatedAt)],
];

/** The row's Details button and the dialog showing the whole request. */
export const RequestDetails = () => {
  const translate = useTranslate();
  const request = useRecordContext<SellerRequest>();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!request) return null;
  const details = detailsOf(request, translate(t.none)).map(([label, value]) => ({ label: translate(label), value }));
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={translate(t.detailsOf, { name: request.name })}>
        {translate(t.details)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(t.detailsTitle)}</DialogTitle>
        <ReadingDialogContent data-testid="request-details">
          <RecordTabs recordId={request.id}>
            <DetailList details={details} />
          </RecordTabs>
        </ReadingDialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(t.close)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
