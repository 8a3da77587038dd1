import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../../shared/constants';
import type { OrderStatus } from '../../../shared/contract/orders';
import { bulkOrderStatusCall } from '../../api/calls/bulk';
import { BulkAction } from '../../common/bulk/BulkAction';
import { useBulkSelection } from '../../common/bulk/BulkSelection';
import { useBulkApply } from '../../common/bulk/useBulkApply';
import { statusLabel } from '../../common/status/statuses';
import { text } from '../../i18n/text';

/** Issue 28: the vendor sets its items of every ticked order (or of all matching) to one status, any freely (spec §4). */
export const OrderStatusBulkAction = () => {
  const translate = useTranslate();
  const { target } = useBulkSelection();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const apply = useBulkApply(bulkOrderStatusCall);
  return (
    <BulkAction
      label={text.bulk.orderStatus}
      title={text.bulk.orderStatusTitle}
      testId="bulk-order-status"
      onClose={() => setStatus('')}
      canApply={status !== ''}
      pending={apply.isPending}
      onApply={() => (status === '' ? Promise.resolve() : apply.mutateAsync({ target, status }))}
    >
      <TextField
        select
        fullWidth
        size="small"
        sx={{ mt: 1 }}
        label={translate(text.bulk.orderStatusLabel)}
        value={status}
        onChange={(event) => setStatus(event.target.value as OrderStatus)}
        data-testid="bulk-status-select"
      >
        {ORDER_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(statusLabel(value))}
          </MenuItem>
        ))}
      </TextField>
    </BulkAction>
  );
};
