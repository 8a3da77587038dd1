import { ORDER_STATUSES } from '../../../shared/constants';
import type { OrderDetails as Details, Order } from '../../../shared/contract/orders';
import { StatusRowActions } from '../../common/status/StatusRowActions';
import { text } from '../../i18n/text';
import { OrderDetails } from '../orders/OrderDetails';

/** Spec §2 Vendor Orders actions: View Details (with the final amount) and Update Status (any of the five, §4). */
export const VendorOrderActions = () => (
  <StatusRowActions<Order, Details>
    texts={text.order}
    statuses={ORDER_STATUSES}
    details={(order) => <OrderDetails showFinalAmount order={order} />}
  />
);
