import { Stack, Typography } from '@mui/material';
import type { Order } from '../../../shared/contract/orders';
import { shortId } from '../../common/formatters';
import { StatusBadge } from '../../common/status/StatusBadge';

/**
 * Spec §2 Order ID (its last 8 characters, the whole id on hover), with the order's status
 * beside it: the spec's table has no status column, and a status update must show in its row.
 */
export const OrderIdWithStatus = ({ order }: { order: Order }) => (
  <Stack direction="row" alignItems="center" spacing={1}>
    <Typography component="span" variant="body2" title={order.id} sx={{ fontFamily: 'monospace' }}>
      {shortId(order.id)}
    </Typography>
    <StatusBadge status={order.status} />
  </Stack>
);
