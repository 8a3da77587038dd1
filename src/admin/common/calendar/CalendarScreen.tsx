import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  IconButton,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../shared/constants';
import { useSendCall } from '../../api/useSendCall';
import { text } from '../../i18n/text';
import { DayDialog } from './DayDialog';
import type { CalendarKind, CalendarOwner, HeldRecord } from './kind';
import { MonthGrid } from './MonthGrid';
import { type Month, monthOf, monthTitle, rangeOf, shiftMonth } from './months';
import { TimelineTable } from './TimelineTable';

const t = text.calendar;

/**
 * A kind's calendar (issue 29): the timeline of a page of owners for a month, or one owner's
 * month; a day opens its records, each with the list's View Details and Update Status. The
 * figures are the server's (one statement a month), by the same rule a confirmation is judged.
 */
export const CalendarScreen = <Owner extends CalendarOwner, Rec extends HeldRecord>({
  kind,
}: {
  kind: CalendarKind<Owner, Rec>;
}) => {
  const translate = useTranslate();
  const send = useSendCall();
  const [month, setMonth] = useState<Month>(() => monthOf());
  const [page, setPage] = useState({ pageNumber: 0, pageSize: 20 as number });
  const [owner, setOwner] = useState<Owner | null>(null);
  const [open, setOpen] = useState<{ owner: Owner; date: string } | null>(null);
  const range = rangeOf(month);
  const timeline = useQuery({
    queryKey: [kind.resource, 'calendar', month, page],
    queryFn: () => send(kind.calls.timeline, { ...range, ...page }),
    placeholderData: keepPreviousData,
    enabled: owner === null,
  });
  const ownerMonth = useQuery({
    queryKey: [kind.resource, 'calendar-owner', owner?.id, month],
    queryFn: () => send(kind.calls.owner, { ...range, ownerId: owner?.id ?? '' }),
    enabled: owner !== null,
  });
  const shown = owner === null ? timeline : ownerMonth;

  let content: ReactNode;
  if (shown.isPending) content = <CircularProgress size={28} aria-label={translate(text.layout.loading)} />;
  else if (shown.error) content = <Alert severity="error">{translate(t.loadError)}</Alert>;
  else if (owner !== null && ownerMonth.data) {
    content = (
      <MonthGrid
        ownerName={owner.name}
        days={ownerMonth.data.days}
        capacity={kind.capacityOf(ownerMonth.data.owner)}
        onDay={(date) => setOpen({ owner: ownerMonth.data.owner, date })}
      />
    );
  } else if (timeline.data && timeline.data.data.length === 0) content = translate(t.empty);
  else if (timeline.data) {
    content = (
      <>
        <Box sx={{ overflowX: 'auto', maxHeight: '70vh' }}>
          <TimelineTable
            rows={timeline.data.data}
            ownerColumn={kind.ownerColumn}
            capacityOf={kind.capacityOf}
            ownerNote={(o) => kind.ownerNote(o, translate)}
            onOwner={setOwner}
            onDay={(o, date) => setOpen({ owner: o, date })}
          />
        </Box>
        <TablePagination
          component="div"
          count={timeline.data.pageInfo.totalRows}
          page={page.pageNumber}
          rowsPerPage={page.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage={translate(t.page)}
          onPageChange={(_, pageNumber) => setPage({ ...page, pageNumber })}
          onRowsPerPageChange={(event) => setPage({ pageNumber: 0, pageSize: Number(event.target.value) })}
        />
      </>
    );
  }

  return (
    <ResourceContextProvider value={kind.resource}>
      <Title title={translate(kind.title)} />
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <IconButton aria-label={translate(t.previousMonth)} onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="h2" variant="h6" aria-live="polite" data-testid="calendar-month-title">
            {owner ? `${owner.name} · ${monthTitle(month)}` : monthTitle(month)}
          </Typography>
          <IconButton aria-label={translate(t.nextMonth)} onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
          <Button size="small" onClick={() => setMonth(monthOf())}>
            {translate(t.thisMonth)}
          </Button>
          {owner && (
            <Button size="small" onClick={() => setOwner(null)}>
              {translate(t.backToTimeline)}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(kind.legend)}
        </Typography>
        <Card variant="outlined" sx={{ p: owner ? 2 : 0 }}>
          {content}
        </Card>
      </Stack>
      {open && <DayDialog kind={kind} owner={open.owner} date={open.date} onClose={() => setOpen(null)} />}
    </ResourceContextProvider>
  );
};
