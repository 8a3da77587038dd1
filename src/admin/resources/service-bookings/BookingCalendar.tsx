import {
  type BookingCalendarDay,
  type BookingCalendarRow,
  bookingCalendarContract,
} from '../../../shared/contract/service-bookings';
import { calendarCalls } from '../../api/calls/calendars';
import { CalendarScreen } from '../../common/calendar/CalendarScreen';
import type { CalendarKind } from '../../common/calendar/kind';
import { formatClock } from '../../common/formatters';
import { ScheduleRowActions } from '../../common/list/ScheduleList';
import { text } from '../../i18n/text';
import { BOOKINGS } from './BookingList';

/** Issue 29: the bookings' calendar, providers as rows; a provider serves one booking at a time. */
const BOOKING_CALENDAR = {
  resource: 'service-bookings',
  title: text.calendar.bookingsTitle,
  legend: text.calendar.bookingsLegend,
  ownerColumn: text.calendar.providerColumn,
  calls: calendarCalls('/service-bookings', bookingCalendarContract),
  capacityOf: () => 1,
  ownerNote: (provider, translate) => translate(text.calendar.buffer, { smart_count: provider.bufferMinutes }),
  recordLine: (booking) => `${booking.customer.user.name} · ${formatClock(booking.fromTime)}`,
  actions: <ScheduleRowActions screen={BOOKINGS} />,
} satisfies CalendarKind<BookingCalendarRow['owner'], BookingCalendarDay['data'][number]>;

export const BookingCalendar = () => <CalendarScreen kind={BOOKING_CALENDAR} />;
