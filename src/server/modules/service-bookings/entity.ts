import { bookingContract } from '../../../shared/contract/service-bookings';
import { messages } from '../../../shared/messages';
import { bookingStatusHistory, serviceBookings } from '../../db/schema';
import { statusEntity } from '../../entity/statusEntity';
import { clashesOf } from './clashes';
import { bookingsQuery, toBooking } from './records';

/** Spec §7 Service bookings (ADMIN), and a booking's details with its history and clashes. */
export const serviceBookingEntity = statusEntity(bookingContract)({
  access: { manage: ['ADMIN'] },
  tables: { records: serviceBookings, history: bookingStatusHistory },
  query: bookingsQuery,
  toRecord: toBooking,
  detailsOf: async (db, booking) => ({ clashes: await clashesOf(db, booking) }),
  texts: { updated: messages.booking.updated, notFound: messages.booking.notFound },
  activity: { entity: 'service-bookings' },
  summaries: {
    list: 'A page of service bookings (page from 0), newest first, optionally of one status, with the counters of every status',
    update: 'Set a booking to PENDING, CONFIRMED or CANCELLED; the counters and the status history follow',
    details:
      "One booking with its status history, oldest first, and the provider's other confirmed bookings at that time",
  },
});
