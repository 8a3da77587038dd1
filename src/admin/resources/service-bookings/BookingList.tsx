import EventNoteIcon from '@mui/icons-material/EventNote';
import { Chip, Stack, Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { BOOKING_STATUSES } from '../../../shared/constants';
import type {
  Booking,
  BookingListResponse,
  BookingDetails as Details,
} from '../../../shared/contract/service-bookings';
import { ScheduleList } from '../../common/list/ScheduleList';
import { BookedSlotField, CustomerField } from '../../common/list/StatusListFields';
import { statusCards } from '../../common/list/SummaryCards';
import { text } from '../../i18n/text';
import { rateText, specialityText } from '../service-providers/serviceProviderText';
import { BookingClashAlert } from './BookingClashAlert';
import { BookingDetails } from './BookingDetails';
import { totalText } from './bookingText';

const t = text.booking;

/** Spec §2: Total Bookings, Confirmed, Pending, Cancelled, from the list answer's counters. */
const CARDS = statusCards<BookingListResponse>(
  { counter: 'allServiceBookings', title: t.totalBookings, icon: <EventNoteIcon /> },
  [
    ['confirmedServiceBookings', 'CONFIRMED'],
    ['pendingServiceBookings', 'PENDING'],
    ['cancelledServiceBookings', 'CANCELLED'],
  ],
);

/** Spec §2 Service Provider: the name, with the speciality under it and the multiplier when above 1. */
const ProviderCell = ({ booking }: { booking: Booking }) => {
  const translate = useTranslate();
  const provider = booking.serviceProvider;
  return (
    <Stack component="span">
      <Stack component="span" direction="row" spacing={1} alignItems="center">
        <Typography component="span" variant="body2" fontWeight={500}>
          {provider.name}
        </Typography>
        {booking.multiplier > 1 && (
          <Chip
            size="small"
            variant="outlined"
            label={translate(t.multiplier, { multiplier: booking.multiplier })}
            data-testid="booking-multiplier"
          />
        )}
      </Stack>
      <Typography component="span" variant="caption" color="text.secondary">
        {specialityText(provider, translate)}
      </Typography>
    </Stack>
  );
};

const details = (booking: Booking) => <BookingDetails booking={booking} />;

/**
 * Spec §2 Service Bookings: the cards, the filter (All, Pending, Confirmed, Cancelled, with a
 * clear button), the table, Previous / Next; each row's View Details and Update Status (any of
 * the three, spec §4), which warns before confirming a double booking of the provider.
 */
export const BookingList = () => {
  const translate = useTranslate();
  return (
    <ScheduleList<Booking, Details>
      texts={t}
      cards={CARDS}
      statuses={BOOKING_STATUSES}
      details={details}
      clash={BookingClashAlert}
    >
      <CustomerField label={translate(t.columnCustomer)} />
      <FunctionField<Booking>
        label={translate(t.columnProvider)}
        render={(booking) => <ProviderCell booking={booking} />}
      />
      <BookedSlotField label={translate(t.columnDateTime)} />
      <FunctionField<Booking>
        label={translate(t.columnRate)}
        textAlign="right"
        render={({ serviceProvider }) => rateText(serviceProvider, translate)}
      />
      <FunctionField<Booking>
        label={translate(t.columnTotal)}
        textAlign="right"
        render={(booking) => totalText(booking, translate)}
      />
    </ScheduleList>
  );
};
