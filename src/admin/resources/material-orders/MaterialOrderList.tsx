import type { Order } from '../../../shared/contract/orders';
import { text } from '../../i18n/text';
import { OrderDetails } from '../orders/OrderDetails';
import { OrderDetailsAction } from '../orders/OrderDetailsAction';
import { OrderList } from '../orders/OrderList';

/** Spec §2 Items (admin): the sum of the items' quantities. */
const quantities = (order: Order) => order.order_items.reduce((sum, item) => sum + item.quantity, 0);

/** Spec §2 Material Orders (ADMIN): every order; its details name each item's seller. No status change here. */
export const MaterialOrderList = () => (
  <OrderList
    title={text.order.title}
    itemCount={quantities}
    actions={<OrderDetailsAction showVendor />}
    details={(order) => <OrderDetails showVendor order={order} />}
  />
);
