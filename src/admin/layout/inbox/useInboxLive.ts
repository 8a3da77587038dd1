import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdminApi } from '../../api/AdminApiContext';
import { inboxUnreadCall } from '../../api/calls/inbox';
import { openInboxStream } from '../../api/inboxStream';
import { useSendCall } from '../../api/useSendCall';

/** The inbox's queries (its unread count, its pages): refetched as one when news arrives. */
export const INBOX_QUERY_KEY = ['inbox'] as const;

/**
 * Keeps the signed-in vendor's event stream open while the layout shows: an event refetches the
 * inbox's count and pages, a `changed` event the lists of that resource on screen (react-admin
 * keys its queries by resource first), and a reconnect both, since what it missed may be anything.
 */
export const useInboxLive = () => {
  const { authStore, fetch } = useAdminApi();
  const send = useSendCall();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetchInbox = () => void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
    return openInboxStream({
      fetch,
      token: () => authStore.getState().accessToken,
      // Through the app's client, which renews an expired token on the 401 it hears.
      renew: async () => {
        await send(inboxUnreadCall, {});
      },
      onEvent: refetchInbox,
      onChanged: ({ resource }) => void queryClient.invalidateQueries({ queryKey: [resource] }),
      onOpen: refetchInbox,
    });
  }, [authStore, fetch, send, queryClient]);
};
