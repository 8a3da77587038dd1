import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BOOKING_STATUSES } from '../../../shared/constants';
import type {
  Booking,
  BookingListResponse,
  BookingDetails as Details,
} from '../../../shared/contract/service-bookings';
import { customerColumn, ScheduleList, type ScheduleScreen, slotColumn } from '../../common/list/ScheduleList';
import { text } from '../../i18n/text';
import { rateText, specialityText } from '../service-providers/serviceProviderText';
import { BookingClashAlert } from './BookingClashAlert';
import { BookingDetails } from './BookingDetails';
import { totalText } from './bookingText';

const t = text.booking;

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

/**
 * Spec §2 Service Bookings: the cards (Total Bookings, Confirmed, Pending, Cancelled), the
 * filter (All, Pending, Confirmed, Cancelled, with a clear button), the table, Previous / Next;
 * each row's View Details and Update Status (any of the three, spec §4), which warns before
 * confirming a double booking of the provider.
 */
export const BOOKINGS: ScheduleScreen<Booking, Details, BookingListResponse> = {
  texts: t,
  cards: {
    total: 'allServiceBookings',
    title: t.totalBookings,
    byStatus: [
      ['confirmedServiceBookings', 'CONFIRMED'],
      ['pendingServiceBookings', 'PENDING'],
      ['cancelledServiceBookings', 'CANCELLED'],
    ],
  },
  statuses: BOOKING_STATUSES,
  details: (booking) => <BookingDetails booking={booking} />,
  clash: BookingClashAlert,
  columns: [
    customerColumn(t.columnCustomer),
    { label: t.columnProvider, render: (booking) => <ProviderCell booking={booking} /> },
    slotColumn(t.columnDateTime),
    {
      label: t.columnRate,
      align: 'right',
      render: ({ serviceProvider }, translate) => rateText(serviceProvider, translate),
    },
    { label: t.columnTotal, align: 'right', render: (booking, translate) => totalText(booking, translate) },
  ],
};

export const BookingList = () => <ScheduleList screen={BOOKINGS} />;
