import { desc, eq, type SQL } from 'drizzle-orm';
import type { Booking } from '../../../shared/contract/service-bookings';
import { rupeesTimes } from '../../../shared/money';
import type { RecordSource } from '../../db/client';
import { customerUserColumns, joinCustomerUser } from '../../db/customerUser';
import { serviceBookings, serviceProviders } from '../../db/schema';

/**
 * Bookings with their provider and customer (spec §3), newest first, in one statement: `where`
 * names them (by id, or a page's ids).
 */
export function bookingsQuery(db: RecordSource, where: SQL) {
  const query = db
    .select({
      booking: serviceBookings,
      serviceProvider: {
        id: serviceProviders.id,
        name: serviceProviders.name,
        speciality: serviceProviders.speciality,
        other_speciality: serviceProviders.otherSpeciality,
        contact: serviceProviders.contact,
        imageUrl: serviceProviders.imageUrl,
        RatePerHour: serviceProviders.ratePerHour,
        unitName: serviceProviders.unitName,
        bufferMinutes: serviceProviders.bufferMinutes,
      },
      user: customerUserColumns,
    })
    .from(serviceBookings)
    .innerJoin(serviceProviders, eq(serviceProviders.id, serviceBookings.serviceProviderId))
    .$dynamic();
  return joinCustomerUser(query, serviceBookings.customerId)
    .where(where)
    .orderBy(desc(serviceBookings.createdAt), desc(serviceBookings.id));
}

type BookingRow = Awaited<ReturnType<typeof bookingsQuery>>[number];

/** A row of `bookingsQuery` as the API answers it. */
export const toBooking = ({ booking, serviceProvider, user }: BookingRow): Booking => ({
  id: booking.id,
  status: booking.status,
  date: booking.date,
  fromTime: booking.fromTime,
  createdAt: booking.createdAt.toISOString(),
  multiplier: booking.multiplier,
  unitName: booking.unitName,
  // Spec §3: the provider's RatePerHour × multiplier.
  total: serviceProvider.RatePerHour === null ? null : rupeesTimes(serviceProvider.RatePerHour, booking.multiplier),
  serviceProvider,
  customer: { user },
});
