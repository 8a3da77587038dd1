import { ORDER_STATUSES } from '../../../shared/constants';
import type { OrderDetails as Details, Order } from '../../../shared/contract/orders';
import { StatusRowActions } from '../../common/status/StatusRowActions';
import { text } from '../../i18n/text';
import { OrderDetails } from '../orders/OrderDetails';

/** The vendor's details of an order: its items and what they come to. */
export const vendorOrderDetails = (order: Order) => <OrderDetails showFinalAmount order={order} />;

/** Spec §2 Vendor Orders actions: View Details (with the final amount) and Update Status (any of the five, §4). */
export const VendorOrderActions = () => (
  <StatusRowActions<Order, Details> texts={text.order} statuses={ORDER_STATUSES} details={vendorOrderDetails} />
);
