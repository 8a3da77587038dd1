import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { InboxEvent } from '../../../shared/contract/inbox';
import { formatRupees, shortId } from '../../common/formatters';
import { text } from '../../i18n/text';

const t = text.inbox;

/** What an event says, in the user's language. */
export const useInboxText = () => {
  const translate = useTranslate();
  return useCallback(
    ({ kind, details }: InboxEvent): string => {
      const order = details.orderId ? shortId(details.orderId) : '';
      switch (kind) {
        case 'NEW_ORDER':
          return translate(t.newOrder, {
            order,
            smart_count: details.items ?? 0,
            total: formatRupees(details.total ?? 0),
          });
        case 'ITEM_CANCELLED':
          return translate(t.itemCancelled, { order, product: details.product ?? '' });
        case 'SUSPENDED':
          return translate(t.suspended);
        case 'REINSTATED':
          return translate(t.reinstated);
        case 'LOW_STOCK':
          return translate(t.lowStock, {
            product: details.product ?? '',
            variant: details.variant ?? '',
            stock: details.stock ?? 0,
          });
        case 'MESSAGE':
          return translate(t.message, { text: details.text ?? '' });
      }
    },
    [translate],
  );
};
