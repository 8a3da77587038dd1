import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BookingDetails } from '../../../shared/contract/service-bookings';
import { formatClock, formatDay, shortId } from '../../common/formatters';
import { text } from '../../i18n/text';

/**
 * The clash warning (beyond the spec): the provider's other CONFIRMED bookings at the same date
 * and time as this one, each by its short id and customer.
 */
export const BookingClashAlert = ({ details }: { details: BookingDetails }) => {
  const translate = useTranslate();
  const { clashes } = details;
  if (clashes.length === 0) return null;
  const message = details.status === 'CONFIRMED' ? text.booking.clashDoubleBooked : text.booking.clashWouldDoubleBook;
  return (
    <Alert severity="warning" data-testid="clash-warning">
      {translate(message, {
        smart_count: clashes.length,
        provider: details.serviceProvider.name,
        date: formatDay(details.date),
        time: formatClock(details.fromTime),
      })}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {clashes.map((clash) => (
          <li key={clash.id} title={clash.id}>
            {translate(text.booking.clashWith, { id: shortId(clash.id), customer: clash.customer.user.name })}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
