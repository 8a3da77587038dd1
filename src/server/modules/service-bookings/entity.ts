import { bookingContract } from '../../../shared/contract/service-bookings';
import { messages } from '../../../shared/messages';
import { bookingStatusHistory, serviceBookings } from '../../db/schema';
import { withCalendar } from '../../entity/calendarRoutes';
import { statusEntity } from '../../entity/statusEntity';
import { bookingCalendar } from './calendar';
import { clashesOf } from './clashes';
import { guardConfirmation } from './confirm';
import { bookingsQuery, toBooking } from './records';

const b = messages.booking;

/** Spec §7 Service bookings (ADMIN), and a booking's details with its history and clashes. */
export const serviceBookingEntity = withCalendar(
  statusEntity(bookingContract)({
    access: { manage: ['ADMIN'] },
    tables: { records: serviceBookings, history: bookingStatusHistory },
    query: bookingsQuery,
    toRecord: toBooking,
    detailsOf: async (db, booking) => ({
      clashes: (await clashesOf(db, booking.id)).map(({ id, customer }) => ({ id, customer })),
    }),
    guard: { to: ['CONFIRMED'], check: guardConfirmation },
    texts: { updated: messages.booking.updated, notFound: messages.booking.notFound },
    activity: { entity: 'service-bookings' },
    // Spec §2 Service Bookings' columns, a cell a value (the slot as its date and time).
    export: {
      columns: [
        { key: 'id', header: b.columnId, value: (booking) => booking.id },
        { key: 'customer', header: b.columnCustomer, value: (booking) => booking.customer.user.name },
        { key: 'mobile', header: messages.exports.mobile, value: (booking) => booking.customer.user.mobile },
        { key: 'provider', header: b.columnProvider, value: (booking) => booking.serviceProvider.name },
        { key: 'dateTime', header: b.columnDateTime, value: (booking) => `${booking.date} ${booking.fromTime}` },
        { key: 'rate', header: b.columnRate, value: (booking) => booking.serviceProvider.RatePerHour },
        { key: 'total', header: b.columnTotal, value: (booking) => booking.total },
        { key: 'status', header: b.columnStatus, value: (booking) => booking.status },
      ],
    },
    summaries: {
      list: 'A page of service bookings (page from 0), newest first, optionally of one status, with the counters of every status',
      update: 'Set a booking to PENDING, CONFIRMED or CANCELLED; the counters and the status history follow',
      details:
        "One booking with its status history, oldest first, and the provider's other confirmed bookings at that time",
    },
  }),
  bookingCalendar,
);
