import { ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CalendarDay } from '../../../shared/contract/calendar';
import { text } from '../../i18n/text';
import { formatCount, formatDay } from '../formatters';
import type { RovingCellProps } from './useRovingGrid';

const t = text.calendar;

export interface DayCellProps {
  ownerName: string;
  day: CalendarDay;
  /** What the owner has to hold: an equipment's stock, a provider's 1. */
  capacity: number;
  /** Shows the day's number above the figures (the month view). */
  withDate?: boolean;
  onOpen: () => void;
  /** Its place in the calendar's keyboard grid (useRovingGrid). */
  cellProps: RovingCellProps;
}

/** How full a day is: over-booked, full, partly held or free. */
const toneOf = ({ confirmed, overBooked }: CalendarDay, capacity: number) => {
  if (overBooked) return { bgcolor: 'error.main', color: 'error.contrastText' };
  // The main shade: its contrast text is computed for it (a lighter shade fails 4.5:1 under white).
  if (confirmed > 0 && confirmed >= capacity) return { bgcolor: 'warning.main', color: 'warning.contrastText' };
  if (confirmed > 0) return { bgcolor: 'action.selected', color: 'text.primary' };
  return { bgcolor: 'transparent', color: 'text.secondary' };
};

/**
 * One owner's day (issue 29): units held by confirmed records out of the capacity, pending ones
 * apart, over-booked marked (by colour and in its name); a button that opens the day's records
 * (a click, or Enter where the grid's arrows brought the focus).
 */
export const DayCell = ({ ownerName, day, capacity, withDate = false, onOpen, cellProps }: DayCellProps) => {
  const translate = useTranslate();
  const values = {
    owner: ownerName,
    date: formatDay(day.date),
    confirmed: formatCount(day.confirmed),
    capacity: formatCount(capacity),
    pending: formatCount(day.pending),
    records: formatCount(day.records),
  };
  const label = translate(t.cellLabel, values) + (day.overBooked ? translate(t.cellOverBooked) : '');
  return (
    <ButtonBase
      {...cellProps}
      onClick={onOpen}
      aria-label={label}
      title={label}
      data-testid={`day-${day.date}`}
      data-over-booked={day.overBooked || undefined}
      focusRipple
      sx={{
        ...toneOf(day, capacity),
        width: '100%',
        minWidth: 44,
        minHeight: withDate ? 64 : 40,
        borderRadius: 1,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 0.5,
        outlineOffset: -2,
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {withDate && (
        <Typography variant="caption" sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
          {Number(day.date.slice(8))}
        </Typography>
      )}
      <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {translate(t.held, values)}
      </Typography>
      {day.pending > 0 && (
        <Typography variant="caption" component="span" sx={{ fontStyle: 'italic' }}>
          {translate(t.pending, values)}
        </Typography>
      )}
    </ButtonBase>
  );
};
