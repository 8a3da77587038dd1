import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { InboxEvent } from '../../../shared/contract/inbox';
import { inboxListCall, inboxMarkAllCall, inboxMarkReadCall } from '../../api/calls/inbox';
import { useSendCall } from '../../api/useSendCall';
import { formatDateTime } from '../../common/formatters';
import { text } from '../../i18n/text';
import { INBOX_QUERY_KEY } from './useInboxLive';
import { useInboxText } from './useInboxText';

const t = text.inbox;

interface InboxDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The vendor's events, newest first, loaded while the drawer is open; older pages on demand. */
const useInboxPages = (enabled: boolean) => {
  const send = useSendCall();
  return useInfiniteQuery({
    queryKey: [...INBOX_QUERY_KEY, 'list'],
    queryFn: ({ pageParam }) => send(inboxListCall, pageParam === undefined ? {} : { before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled,
  });
};

const EventRow = ({ event, onMarkRead }: { event: InboxEvent; onMarkRead: (id: string) => void }) => {
  const translate = useTranslate();
  const say = useInboxText();
  const unread = event.readAt === null;
  return (
    <ListItem
      divider
      data-testid="inbox-event"
      data-unread={unread}
      secondaryAction={
        unread && (
          <Button size="small" onClick={() => onMarkRead(event.id)}>
            {translate(t.markRead)}
          </Button>
        )
      }
      sx={{ pr: unread ? 16 : 2, bgcolor: unread ? 'action.hover' : undefined }}
    >
      <ListItemText
        primary={say(event)}
        secondary={`${formatDateTime(event.createdAt)}${unread ? ` · ${translate(t.unread)}` : ''}`}
        slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
      />
    </ListItem>
  );
};

/** The inbox's drawer: events with Mark read, Mark all read (up to the newest shown), empty and loading states. */
export const InboxDrawer = ({ open, onClose }: InboxDrawerProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const send = useSendCall();
  const queryClient = useQueryClient();
  const titleId = useId();
  const pages = useInboxPages(open);
  const events = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const refetch = () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
  const markRead = useMutation({ mutationFn: (id: string) => send(inboxMarkReadCall, { id }), onSettled: refetch });
  const markAll = useMutation({
    mutationFn: () => send(inboxMarkAllCall, events[0] ? { upTo: events[0].seq } : {}),
    onSuccess: (message) => notify(message, { type: 'success' }),
    onSettled: refetch,
  });
  const anyUnread = events.some((event) => event.readAt === null);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {translate(t.title)}
        </Typography>
        <Button size="small" disabled={!anyUnread || markAll.isPending} onClick={() => markAll.mutate()}>
          {translate(t.markAllRead)}
        </Button>
        <IconButton aria-label={translate(t.close)} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {pages.isPending ? (
        <Stack role="status" direction="row" sx={{ alignItems: 'center', gap: 1, p: 2 }}>
          <CircularProgress size={20} />
          <Typography>{translate(t.loading)}</Typography>
        </Stack>
      ) : pages.isError ? (
        <Typography role="alert" sx={{ p: 2 }}>
          {translate(t.loadError)}
        </Typography>
      ) : events.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate(t.empty)}
        </Typography>
      ) : (
        <List aria-labelledby={titleId} disablePadding sx={{ overflowY: 'auto' }}>
          {events.map((event) => (
            <EventRow key={event.id} event={event} onMarkRead={(id) => markRead.mutate(id)} />
          ))}
        </List>
      )}
      {pages.hasNextPage && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {translate(t.more)}
          </Button>
        </Box>
      )}
    </Drawer>
  );
};
