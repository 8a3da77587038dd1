import { useTranslate } from 'react-admin';
import type { Order } from '../../../shared/contract/orders';
import { CustomerNameMobile } from '../../common/CustomerNameMobile';
import { DetailList } from '../../common/DetailList';
import { formatDateTime, formatRupees } from '../../common/formatters';
import { idAndStatus } from '../../common/status/statusDetails';
import { text } from '../../i18n/text';

/** Spec §2 View Details: the order's id, status, date, total, customer and shipping address. */
export const OrderSummary = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  return (
    <DetailList
      details={[
        ...idAndStatus(order, { id: translate(text.order.orderId), status: translate(text.order.status) }),
        { label: translate(text.order.date), value: formatDateTime(order.order_date) },
        { label: translate(text.order.total), value: formatRupees(order.final_amount) },
        { label: translate(text.order.customer), value: <CustomerNameMobile user={order.customer.user} /> },
        { label: translate(text.order.shippingAddress), value: order.shipping_address },
      ]}
    />
  );
};
