import { Stack, Typography } from '@mui/material';
import { formatClock, formatDay } from './formatters';

/** Spec §2 Date & Time of a rental or booking: the en-IN day, its 12-hour start time under it. */
export const BookedSlot = ({ date, fromTime }: { date: string; fromTime: string }) => (
  <Stack component="span" sx={{ whiteSpace: 'nowrap' }}>
    <Typography component="span" variant="body2">
      {formatDay(date)}
    </Typography>
    <Typography component="span" variant="caption" color="text.secondary">
      {formatClock(fromTime)}
    </Typography>
  </Stack>
);
