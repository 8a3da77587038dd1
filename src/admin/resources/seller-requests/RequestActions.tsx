import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { SellerRequest } from '../../../shared/contract/seller-requests';
import { AcceptRequestAction } from './AcceptRequestAction';
import { RejectRequestAction } from './RejectRequestAction';

/** Spec §4: only a PENDING request can be accepted or rejected. */
export const RequestActions = () => {
  const request = useRecordContext<SellerRequest>();
  if (request?.status !== 'PENDING') return null;
  return (
    // Wrapping, Accept and Reject stack rather than widen the table past its card.
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ justifyContent: 'flex-end' }}>
      <AcceptRequestAction request={request} />
      <RejectRequestAction request={request} />
    </Stack>
  );
};
