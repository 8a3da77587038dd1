import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../../shared/constants';
import type { OrderStatus } from '../../../shared/contract/orders';
import { bulkOrderStatusCall } from '../../api/calls/bulk';
import { BulkDialog } from '../../common/bulk/BulkDialog';
import { useBulkSelection } from '../../common/bulk/BulkSelection';
import { useBulkApply } from '../../common/bulk/useBulkApply';
import { formatCount } from '../../common/formatters';
import { statusLabel } from '../../common/status/statuses';
import { text } from '../../i18n/text';

/** Issue 28: the vendor sets its items of every ticked order (or of all matching) to one status, any freely (spec §4). */
export const OrderStatusBulkAction = () => {
  const translate = useTranslate();
  const { count, target } = useBulkSelection();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const apply = useBulkApply(bulkOrderStatusCall);
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)} data-testid="bulk-order-status">
        {translate(text.bulk.orderStatus)}
      </Button>
      <BulkDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(text.bulk.orderStatusTitle, { count: formatCount(count) })}
        canApply={status !== ''}
        pending={apply.isPending}
        onApply={() => (status === '' ? Promise.resolve() : apply.mutateAsync({ target, status }))}
        testId="bulk-order-status-dialog"
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
      </BulkDialog>
    </>
  );
};
