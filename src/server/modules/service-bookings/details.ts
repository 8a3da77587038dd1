import { and, eq, ne, sql } from 'drizzle-orm';
import {
  type BookingClash,
  type BookingDetails,
  bookingStatusChangeSchema,
} from '../../../shared/contract/service-bookings';
import type { Db } from '../../db/client';
import { customerUserColumns, joinCustomerUser } from '../../db/customerUser';
import { serviceBookings } from '../../db/schema';
import { historyOf } from '../../db/statusChanges';
import { bookingFor } from './records';

/** How many clashing bookings the details name at most: a warning, not a report. */
const CLASHES_SHOWN = 20;

/**
 * The clashes (beyond the spec): the provider's other CONFIRMED bookings at the booking's date
 * and time; one read of service_bookings_confirmed_slot_idx.
 */
async function clashesOf(
  db: Db,
  booking: { id: string; date: string; fromTime: string; serviceProvider: { id: string } },
): Promise<BookingClash[]> {
  const query = db.select({ id: serviceBookings.id, user: customerUserColumns }).from(serviceBookings).$dynamic();
  const rows = await joinCustomerUser(query, serviceBookings.customerId)
    .where(
      and(
        eq(serviceBookings.serviceProviderId, booking.serviceProvider.id),
        eq(serviceBookings.date, booking.date),
        eq(serviceBookings.fromTime, sql`${booking.fromTime}::time`),
        eq(serviceBookings.status, 'CONFIRMED'),
        ne(serviceBookings.id, booking.id),
      ),
    )
    .orderBy(serviceBookings.createdAt)
    .limit(CLASHES_SHOWN);
  return rows.map(({ id, user }) => ({ id, customer: { user } }));
}

/** POST /service-bookings/booking-details: the booking with its status history and its clashes. */
export async function bookingDetails(db: Db, bookingId: string): Promise<BookingDetails> {
  const booking = await bookingFor(db, bookingId);
  const [history, clashes] = await Promise.all([
    historyOf(db, 'booking', bookingId, bookingStatusChangeSchema),
    clashesOf(db, booking),
  ]);
  return { ...booking, history, clashes };
}
