import type { OrderDetails as Details, Order } from '../../../shared/contract/orders';
import { DetailsAction } from '../../common/dialogs/RecordDetailsDialog';
import { text } from '../../i18n/text';
import { OrderDetails, type OrderDetailsOptions } from './OrderDetails';

/** A row's View Details button and its dialog, on the row's order (the admin's list has no other action). */
export const OrderDetailsAction = (options: OrderDetailsOptions) => (
  <DetailsAction<Order, Details> texts={text.order} body={(order) => <OrderDetails {...options} order={order} />} />
);
