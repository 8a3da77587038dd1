import { Box, Typography } from '@mui/material';
import type { CalendarDay } from '../../../shared/contract/calendar';
import { DayCell } from './DayCell';
import { weekdayOf } from './months';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface MonthGridProps {
  ownerName: string;
  days: readonly CalendarDay[];
  capacity: number;
  onDay: (date: string) => void;
}

/** One owner's month (issue 29): weeks as rows from Monday, a cell a day. */
export const MonthGrid = ({ ownerName, days, capacity, onDay }: MonthGridProps) => {
  const blanks = days[0] ? weekdayOf(days[0].date) : 0;
  return (
    <Box
      role="group"
      aria-label={ownerName}
      data-testid="calendar-month"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(44px, 1fr))', gap: 0.5 }}
    >
      {WEEKDAYS.map((weekday) => (
        <Typography key={weekday} variant="caption" color="text.secondary" align="center" aria-hidden>
          {weekday}
        </Typography>
      ))}
      {WEEKDAYS.slice(0, blanks).map((weekday) => (
        <Box key={`before-${weekday}`} />
      ))}
      {days.map((day) => (
        <DayCell
          key={day.date}
          ownerName={ownerName}
          day={day}
          capacity={capacity}
          withDate
          onOpen={() => onDay(day.date)}
        />
      ))}
    </Box>
  );
};
