import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { ReactNode } from 'react';
import { FunctionField, useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../../shared/constants';
import type { OrderDetails as Details, Order, OrderListResponse } from '../../../shared/contract/orders';
import { LinkedRecordDialog } from '../../common/dialogs/LinkedRecordDialog';
import { type DetailsBody, detailsDialog } from '../../common/dialogs/RecordDetailsDialog';
import { formatCount, formatDate, formatRupees } from '../../common/formatters';
import { StatusList } from '../../common/list/StatusList';
import { CustomerField } from '../../common/list/StatusListFields';
import { statusCards } from '../../common/list/SummaryCards';
import { text } from '../../i18n/text';
import { OrderIdWithStatus } from './OrderIdWithStatus';

/** Spec §2: Total Orders, Delivered, Pending, from the list answer's counters. */
const CARDS = statusCards<OrderListResponse>(
  { counter: 'allOrders', title: text.order.totalOrders, icon: <ShoppingCartIcon /> },
  [
    ['deliveredOrders', 'DELIVERED'],
    ['pendingOrders', 'PENDING'],
  ],
);

export interface OrderListProps {
  /** The translation key of the page title. */
  title: string;
  /** Spec §2 Items: the admin's sum of quantities, the vendor's count of items. */
  itemCount: (order: Order) => number;
  /** The Actions cell of a row. */
  actions: ReactNode;
  /** What the rows ticked can have done to them at once (the vendor's status update). */
  bulkActions?: ReactNode;
  /** The details a link to one order opens (`?open=<id>`): the row's View Details. */
  details: DetailsBody<Order, Details>;
}

/** Spec §2 Material Orders and Vendor Orders: one list, the two differing in items and actions. */
export const OrderList = ({ title, itemCount, actions, bulkActions, details }: OrderListProps) => {
  const translate = useTranslate();
  return (
    <StatusList
      title={title}
      texts={text.order}
      cards={CARDS}
      statuses={ORDER_STATUSES}
      actions={actions}
      bulkActions={bulkActions}
      linked={
        <LinkedRecordDialog<Order> dialog={detailsDialog<Order, Details>({ texts: text.order, body: details })} />
      }
    >
      <FunctionField<Order>
        label={translate(text.order.columnId)}
        render={(order) => <OrderIdWithStatus order={order} />}
      />
      <CustomerField label={translate(text.order.columnCustomer)} />
      <FunctionField<Order>
        label={translate(text.order.columnDate)}
        render={({ order_date }) => formatDate(order_date)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <FunctionField<Order>
        label={translate(text.order.columnItems)}
        textAlign="right"
        render={(order) => formatCount(itemCount(order))}
      />
      <FunctionField<Order>
        label={translate(text.order.columnAmount)}
        textAlign="right"
        render={({ final_amount }) => formatRupees(final_amount)}
      />
    </StatusList>
  );
};
