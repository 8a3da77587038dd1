import type { Order } from '../../../shared/contract/orders';
import { text } from '../../i18n/text';
import { OrderList } from '../orders/OrderList';
import { OrderStatusBulkAction } from './OrderStatusBulkAction';
import { VendorOrderActions, vendorOrderDetails } from './VendorOrderActions';

/** Spec §2 Items (vendor): how many of its items the order holds. */
const itemCount = (order: Order) => order.order_items.length;

/** Spec §2 Vendor Orders (VENDOR): the orders holding the vendor's items, only those items. */
export const VendorOrderList = () => (
  <OrderList
    title={text.order.vendorTitle}
    itemCount={itemCount}
    actions={<VendorOrderActions />}
    bulkActions={<OrderStatusBulkAction />}
    details={vendorOrderDetails}
  />
);
