import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BookingDetails } from '../../../shared/contract/service-bookings';
import { formatClock, formatDay, shortId } from '../../common/formatters';
import { ClashAlert } from '../../common/status/ClashAlert';
import { text } from '../../i18n/text';

const MESSAGES = { confirmed: text.booking.clashDoubleBooked, beforeConfirming: text.booking.clashWouldDoubleBook };

/**
 * The clash warning (beyond the spec): the provider's other CONFIRMED bookings at the same date
 * and time as this one, each by its short id and customer.
 */
export const BookingClashAlert = ({ details }: { details: BookingDetails }) => {
  const translate = useTranslate();
  const { clashes } = details;
  if (clashes.length === 0) return null;
  return (
    <ClashAlert
      status={details.status}
      messages={MESSAGES}
      values={{
        smart_count: clashes.length,
        provider: details.serviceProvider.name,
        date: formatDay(details.date),
        time: formatClock(details.fromTime),
      }}
    >
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {clashes.map((clash) => (
          <li key={clash.id} title={clash.id}>
            {translate(text.booking.clashWith, { id: shortId(clash.id), customer: clash.customer.user.name })}
          </li>
        ))}
      </Box>
    </ClashAlert>
  );
};
