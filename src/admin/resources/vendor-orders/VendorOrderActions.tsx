import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../../shared/constants';
import type { Order } from '../../../shared/contract/orders';
import { shortId } from '../../common/formatters';
import { UpdateStatusAction } from '../../common/status/UpdateStatusAction';
import { text } from '../../i18n/text';
import { OrderDetailsAction } from '../orders/OrderDetailsAction';

/** Spec §2 Vendor Orders actions: View Details (with the final amount) and Update Status (any of the five, §4). */
export const VendorOrderActions = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      <OrderDetailsAction showFinalAmount />
      <UpdateStatusAction<Order>
        statuses={ORDER_STATUSES}
        texts={text.order}
        description={(order) =>
          translate(text.order.updateDescription, { id: shortId(order.id), customer: order.customer.user.name })
        }
      />
    </Stack>
  );
};
