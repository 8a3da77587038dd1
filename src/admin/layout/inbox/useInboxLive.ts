import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { InboxChanged, InboxKind } from '../../../shared/contract/inbox';
import { useAdminApi } from '../../api/AdminApiContext';
import { inboxUnreadCall } from '../../api/calls/inbox';
import { openInboxStream } from '../../api/inboxStream';
import { useSendCall } from '../../api/useSendCall';

/** The inbox's queries (its unread count, its pages): refetched as one when news arrives. */
export const INBOX_QUERY_KEY = ['inbox'] as const;

/**
 * The list an event's cause changed. Its `changed` ping says so too, but a ping is not replayed:
 * an event read from the table (after a reconnect, or one the server's LISTEN missed) still
 * refreshes the list.
 */
const LIST_OF: Partial<Record<InboxKind, InboxChanged['resource']>> = {
  NEW_ORDER: 'vendor-orders',
  ITEM_CANCELLED: 'vendor-orders',
  LOW_STOCK: 'materials',
};

/**
 * Keeps the signed-in vendor's event stream open while the layout shows: an event refetches the
 * inbox's count and pages and the list its cause changed, a `changed` event the lists of that
 * resource on screen (react-admin keys its queries by resource first), and a reconnect the count.
 */
export const useInboxLive = () => {
  const { authStore, fetch } = useAdminApi();
  const send = useSendCall();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetchInbox = () => void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
    const refetchList = (resource: InboxChanged['resource'] | undefined) => {
      if (resource) void queryClient.invalidateQueries({ queryKey: [resource] });
    };
    return openInboxStream({
      fetch,
      token: () => authStore.getState().accessToken,
      // Through the app's client, which renews an expired token on the 401 it hears.
      renew: async () => {
        await send(inboxUnreadCall, {});
      },
      onEvent: ({ kind }) => {
        refetchInbox();
        refetchList(LIST_OF[kind]);
      },
      onChanged: ({ resource }) => refetchList(resource),
      onOpen: refetchInbox,
    });
  }, [authStore, fetch, send, queryClient]);
};
