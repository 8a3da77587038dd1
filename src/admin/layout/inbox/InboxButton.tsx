import InboxIcon from '@mui/icons-material/Inbox';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TOOLTIP_DELAY_MS } from '../../../shared/constants';
import { useSession } from '../../api/AdminApiContext';
import { inboxUnreadCall } from '../../api/calls/inbox';
import { useSendCall } from '../../api/useSendCall';
import { formatCount } from '../../common/formatters';
import { text } from '../../i18n/text';
import { InboxDrawer } from './InboxDrawer';
import { INBOX_QUERY_KEY, useInboxLive } from './useInboxLive';

/** The unread count's query key, under the inbox's. */
const INBOX_UNREAD_KEY = [...INBOX_QUERY_KEY, 'unread'] as const;

/** The app bar's inbox (issue 26): the unread count as a badge, kept live, and the drawer it opens. */
const VendorInbox = () => {
  const translate = useTranslate();
  const send = useSendCall();
  const [open, setOpen] = useState(false);
  useInboxLive();
  const unread = useQuery({ queryKey: INBOX_UNREAD_KEY, queryFn: () => send(inboxUnreadCall, {}) }).data ?? 0;
  const label = translate(text.inbox.open, { count: formatCount(unread) });
  return (
    <>
      <Tooltip title={label} enterDelay={TOOLTIP_DELAY_MS}>
        <IconButton aria-label={label} aria-haspopup="dialog" data-testid="inbox-button" onClick={() => setOpen(true)}>
          <Badge badgeContent={unread} max={99} color="error" data-testid="inbox-badge">
            <InboxIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <InboxDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
};

/**
 * Vendors only: an admin has no inbox (it writes to vendors' through "Message" on the Vendors
 * screen). Not before a required password change: until then the server refuses every other call.
 */
export const InboxButton = () => {
  const { user, mustChangePassword } = useSession();
  return user?.role === 'VENDOR' && !mustChangePassword ? <VendorInbox /> : null;
};
