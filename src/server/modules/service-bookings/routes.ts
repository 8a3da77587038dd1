import { bookingCallPaths, bookingCallSchemas } from '../../../shared/contract/service-bookings';
import { messages } from '../../../shared/messages';
import { statusRoutes } from '../../status/statusRoutes';
import { bookingDetails } from './details';
import { listBookings } from './list';
import { updateBookingStatus } from './update';

/** Spec §7 Service bookings (ADMIN), and a booking's details with its history and clashes. */
export const serviceBookingRoutes = statusRoutes({
  tag: 'service-bookings',
  paths: bookingCallPaths.paths,
  schemas: bookingCallSchemas,
  summaries: {
    list: 'A page of service bookings (page from 0), newest first, optionally of one status, with the counters of every status',
    update: 'Set a booking to PENDING, CONFIRMED or CANCELLED; the counters and the status history follow',
    details:
      "One booking with its status history, oldest first, and the provider's other confirmed bookings at the same date and time",
  },
  list: listBookings,
  update: updateBookingStatus,
  details: (db, body) => bookingDetails(db, body.bookingId),
  updated: messages.booking.updated,
});
