import { and, eq, ne, sql } from 'drizzle-orm';
import type { BookingClash } from '../../../shared/contract/service-bookings';
import type { Db } from '../../db/client';
import { customerUserColumns, joinCustomerUser } from '../../db/customerUser';
import { serviceBookings } from '../../db/schema';

/** How many clashing bookings the details name at most: a warning, not a report. */
const CLASHES_SHOWN = 20;

/**
 * The clashes (beyond the spec): the provider's other CONFIRMED bookings at the booking's date
 * and time; one read of service_bookings_confirmed_slot_idx.
 */
export async function clashesOf(
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
