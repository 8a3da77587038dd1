import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { useSendCall } from '../../api/useSendCall';
import { text } from '../../i18n/text';
import { formatClock, formatDay } from '../formatters';
import { StatusBadge } from '../status/StatusBadge';
import type { CalendarKind, CalendarOwner, HeldRecord } from './kind';

const t = text.calendar;

/** A held span's end as the list says it: a wall-clock day and time, as booked (no time zone). */
const moment = (at: string) => `${formatDay(at.slice(0, 10))} ${formatClock(at.slice(11))}`;

export interface DayDialogProps<Owner extends CalendarOwner, Rec extends HeldRecord> {
  kind: CalendarKind<Owner, Rec>;
  owner: Owner;
  date: string;
  onClose: () => void;
}

/**
 * A day of one owner (issue 29): the records holding it, confirmed and pending, each with the
 * span it holds (turnaround or buffer included) and its actions: View Details (the list's
 * details dialog) and Update Status, which confirms it under the server's rule.
 */
export const DayDialog = <Owner extends CalendarOwner, Rec extends HeldRecord>({
  kind,
  owner,
  date,
  onClose,
}: DayDialogProps<Owner, Rec>) => {
  const translate = useTranslate();
  const send = useSendCall();
  const day = useQuery({
    queryKey: [kind.resource, 'calendar-day', owner.id, date],
    queryFn: () => send(kind.calls.day, { ownerId: owner.id, date }),
  });
  const title = translate(t.dayTitle, { owner: owner.name, date: formatDay(date) });
  let body: ReactNode;
  if (day.isPending) body = <CircularProgress size={24} aria-label={translate(text.layout.loading)} />;
  else if (day.error) body = <Alert severity="error">{translate(t.loadError)}</Alert>;
  else if (day.data.length === 0) body = translate(t.dayEmpty);
  else {
    body = (
      <List dense aria-label={title}>
        {day.data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <ListItem divider data-testid={`held-${record.id}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={kind.recordLine(record, translate)}
                secondary={translate(t.heldSpan, { from: moment(record.heldFrom), until: moment(record.heldUntil) })}
              />
              <Stack direction="row" spacing={1} alignItems="center">
                <StatusBadge status={record.status} />
                {kind.actions}
              </Stack>
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
    );
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="calendar-day-title">
      <DialogTitle id="calendar-day-title">{title}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t.close)}</Button>
      </DialogActions>
    </Dialog>
  );
};
