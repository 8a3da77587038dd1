import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../../shared/contract/orders';
import { text } from '../../i18n/text';
import { OrderDetailsDialog, type OrderDetailsOptions } from './OrderDetailsDialog';

/** A row's View Details button and its dialog, on the row's order. */
export const OrderDetailsAction = (options: OrderDetailsOptions) => {
  const translate = useTranslate();
  const order = useRecordContext<Order>();
  const [open, setOpen] = useState(false);
  if (!order) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(text.order.viewDetails)}
      </Button>
      <OrderDetailsDialog {...options} order={order} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
