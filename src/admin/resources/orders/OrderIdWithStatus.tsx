import { Stack } from '@mui/material';
import type { Order } from '../../../shared/contract/orders';
import { ShortId } from '../../common/ShortId';
import { StatusBadge } from '../../common/status/StatusBadge';

/**
 * Spec §2 Order ID (its last 8 characters, the whole id on hover), with the order's status
 * beside it: the spec's table has no status column, and a status update must show in its row.
 */
export const OrderIdWithStatus = ({ order }: { order: Order }) => (
  <Stack direction="row" alignItems="center" spacing={1}>
    <ShortId id={order.id} />
    <StatusBadge status={order.status} />
  </Stack>
);
