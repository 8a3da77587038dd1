import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useGetOne, useResourceContext, useTranslate } from 'react-admin';
import type { Order, OrderDetails } from '../../../shared/contract/orders';
import { errorMessage } from '../../api/errors';
import { formatRupees } from '../../common/formatters';
import { StatusHistory } from '../../common/status/StatusHistory';
import { text } from '../../i18n/text';
import { OrderItemRow } from './OrderItemRow';
import { OrderSummary } from './OrderSummary';

/**
 * The details are cached under a key of their own: react-admin fills getOne's plain key with
 * the list's rows, which have no history.
 */
const WITH_HISTORY = { history: true } as const;

export interface OrderDetailsOptions {
  /** The admin's: each item's 'Sold by' line with View Vendor. */
  showVendor?: boolean;
  /** The vendor's: the final amount under the items. */
  showFinalAmount?: boolean;
}

/**
 * Spec §2 View Details. The row's order shows at once; POST /order/order-details brings it
 * up to date with its status history.
 */
export const OrderDetailsDialog = ({
  order,
  open,
  onClose,
  showVendor = false,
  showFinalAmount = false,
}: OrderDetailsOptions & { order: Order; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const itemsId = useId();
  const resource = useResourceContext();
  if (!resource) throw new Error('OrderDetailsDialog needs a resource context: the orders list it opens from');
  const { data: details, error } = useGetOne<OrderDetails>(
    resource,
    { id: order.id, meta: WITH_HISTORY },
    { enabled: open },
  );
  const shown: Order = details ?? order;

  let history = <Skeleton variant="rounded" height={48} data-testid="history-loading" />;
  if (details) history = <StatusHistory changes={details.history} />;
  else if (error) {
    history = (
      <Alert severity="error">
        <AlertTitle>{translate(text.order.detailsLoadError)}</AlertTitle>
        {errorMessage(error, translate(text.general.unknownError))}
      </Alert>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="order-details-dialog"
    >
      <DialogTitle id={titleId}>{translate(text.order.detailsTitle)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <OrderSummary order={shown} />
          <Box component="section" aria-labelledby={itemsId}>
            <Typography id={itemsId} variant="subtitle2" component="h3">
              {translate(text.order.items)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {shown.order_items.map((item) => (
                <OrderItemRow key={item.id} item={item} showVendor={showVendor} />
              ))}
            </Box>
            {showFinalAmount && (
              <Typography variant="subtitle1" fontWeight={600} textAlign="right" data-testid="final-amount">
                {translate(text.order.finalAmount)}: {formatRupees(shown.final_amount)}
              </Typography>
            )}
          </Box>
          {history}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text.order.close)}</Button>
      </DialogActions>
    </Dialog>
  );
};
