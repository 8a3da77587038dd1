import { useTranslate } from 'react-admin';
import type { Order } from '../../../shared/contract/orders';
import { DetailList } from '../../common/DetailList';
import { formatDateTime, formatRupees, shortId } from '../../common/formatters';
import { StatusBadge } from '../../common/status/StatusBadge';
import { text } from '../../i18n/text';
import { CustomerNameMobile } from './CustomerNameMobile';

/** Spec §2 View Details: the order's id, status, date, total, customer and shipping address. */
export const OrderSummary = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  return (
    <DetailList
      details={[
        { label: translate(text.order.orderId), value: <span title={order.id}>{shortId(order.id)}</span> },
        { label: translate(text.order.status), value: <StatusBadge status={order.status} /> },
        { label: translate(text.order.date), value: formatDateTime(order.order_date) },
        { label: translate(text.order.total), value: formatRupees(order.final_amount) },
        { label: translate(text.order.customer), value: <CustomerNameMobile user={order.customer.user} /> },
        { label: translate(text.order.shippingAddress), value: order.shipping_address },
      ]}
    />
  );
};
