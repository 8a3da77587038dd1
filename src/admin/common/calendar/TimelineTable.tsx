import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CalendarDay } from '../../../shared/contract/calendar';
import { text } from '../../i18n/text';
import { DayCell } from './DayCell';
import type { CalendarOwner } from './kind';
import { weekdayOf } from './months';
import { useRovingGrid } from './useRovingGrid';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export interface TimelineTableProps<Owner extends CalendarOwner> {
  rows: readonly { owner: Owner; days: CalendarDay[] }[];
  ownerColumn: string;
  capacityOf: (owner: Owner) => number;
  ownerNote: (owner: Owner) => string;
  onOwner: (owner: Owner) => void;
  onDay: (owner: Owner, date: string) => void;
}

/**
 * The timeline (issue 29): owners as rows, the month's days as columns, a cell a day. A grid to
 * the keyboard: one tab stop, the arrows from the owner's name (column 0) across its days.
 */
export const TimelineTable = <Owner extends CalendarOwner>({
  rows,
  ownerColumn,
  capacityOf,
  ownerNote,
  onOwner,
  onDay,
}: TimelineTableProps<Owner>) => {
  const translate = useTranslate();
  const dates = rows[0]?.days.map((day) => day.date) ?? [];
  const cellProps = useRovingGrid({ rows: rows.length, cols: dates.length + 1 });
  return (
    <Table
      size="small"
      stickyHeader
      role="grid"
      aria-label={translate(text.calendar.timeline)}
      data-testid="calendar-timeline"
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper', minWidth: 180 }}>
            {translate(ownerColumn)}
          </TableCell>
          {dates.map((date) => (
            <TableCell key={date} align="center" sx={{ px: 0.25 }}>
              <Typography variant="caption" display="block" color="text.secondary">
                {WEEKDAYS[weekdayOf(date)]}
              </Typography>
              {Number(date.slice(8))}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ owner, days }, row) => (
          <TableRow key={owner.id} data-testid={`calendar-row-${owner.id}`}>
            <TableCell
              component="th"
              scope="row"
              sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' }}
            >
              <Button
                {...cellProps({ row, col: 0 })}
                size="small"
                onClick={() => onOwner(owner)}
                aria-label={translate(text.calendar.month, { name: owner.name })}
                sx={{ textTransform: 'none', justifyContent: 'flex-start', p: 0 }}
              >
                {owner.name}
              </Button>
              <Typography variant="caption" display="block" color="text.secondary">
                {ownerNote(owner)}
              </Typography>
            </TableCell>
            {days.map((day, i) => (
              <TableCell key={day.date} sx={{ p: 0.25 }}>
                <DayCell
                  ownerName={owner.name}
                  day={day}
                  capacity={capacityOf(owner)}
                  onOpen={() => onDay(owner, day.date)}
                  cellProps={cellProps({ row, col: i + 1 })}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
