import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../shared/contract/orders';
import { DetailSection } from '../../common/DetailList';
import { formatRupees } from '../../common/formatters';
import { text } from '../../i18n/text';
import { OrderItemRow } from './OrderItemRow';
import { OrderSummary } from './OrderSummary';

export interface OrderDetailsOptions {
  /** The admin's: each item's 'Sold by' line with View Vendor. */
  showVendor?: boolean;
  /** The vendor's: the final amount under the items. */
  showFinalAmount?: boolean;
}

/**
 * Spec §2 View Details of an order: its summary and items. The row's order shows at once;
 * POST /order/order-details brings it up to date, and the dialog adds its status history.
 */
export const OrderDetails = ({
  order,
  showVendor = false,
  showFinalAmount = false,
}: OrderDetailsOptions & { order: Order }) => {
  const translate = useTranslate();
  return (
    <>
      <OrderSummary order={order} />
      <DetailSection title={translate(text.order.items)}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.order_items.map((item) => (
            <OrderItemRow key={item.id} item={item} showVendor={showVendor} />
          ))}
        </Box>
        {showFinalAmount && (
          <Typography variant="subtitle1" component="p" fontWeight={600} textAlign="right" data-testid="final-amount">
            {translate(text.order.finalAmount)}: {formatRupees(order.final_amount)}
          </Typography>
        )}
      </DetailSection>
    </>
  );
};
