import { Box, Typography } from '@mui/material';
import type { CalendarDay } from '../../../shared/contract/calendar';
import { DayCell } from './DayCell';
import { weekdayOf } from './months';
import { useRovingGrid } from './useRovingGrid';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Rows and cells lay out in the parent's CSS grid: they are there for assistive technology. */
const contents = { display: 'contents' } as const;

export interface MonthGridProps {
  ownerName: string;
  days: readonly CalendarDay[];
  capacity: number;
  onDay: (date: string) => void;
}

/**
 * One owner's month (issue 29): weeks as rows from Monday, a cell a day. A grid to the keyboard:
 * one tab stop, the arrows a day or a week, running on from one week into the next.
 */
export const MonthGrid = ({ ownerName, days, capacity, onDay }: MonthGridProps) => {
  const blanks = days[0] ? weekdayOf(days[0].date) : 0;
  const weeks = Math.ceil((blanks + days.length) / 7);
  const dayAt = (row: number, col: number) => days[row * 7 + col - blanks];
  /** A week's key: its first day's date. */
  const weekKey = (row: number) => days[Math.max(0, row * 7 - blanks)]?.date;
  const cellProps = useRovingGrid({
    rows: weeks,
    cols: 7,
    exists: ({ row, col }) => dayAt(row, col) !== undefined,
    wrap: true,
  });
  return (
    <Box
      role="grid"
      aria-label={ownerName}
      data-testid="calendar-month"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(44px, 1fr))', gap: 0.5 }}
    >
      <Box role="row" sx={contents}>
        {WEEKDAYS.map((weekday) => (
          <Typography key={weekday} role="columnheader" variant="caption" color="text.secondary" align="center">
            {weekday}
          </Typography>
        ))}
      </Box>
      {Array.from({ length: weeks }, (_, row) => (
        <Box key={weekKey(row)} role="row" sx={contents}>
          {WEEKDAYS.map((weekday, col) => {
            const day = dayAt(row, col);
            return (
              <Box key={weekday} role="gridcell">
                {day && (
                  <DayCell
                    ownerName={ownerName}
                    day={day}
                    capacity={capacity}
                    withDate
                    onOpen={() => onDay(day.date)}
                    cellProps={cellProps({ row, col })}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
};
