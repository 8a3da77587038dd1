import { inArray, sql } from 'drizzle-orm';
import { bookingCalendarContract } from '../../../shared/contract/service-bookings';
import { messages } from '../../../shared/messages';
import { serviceBookings } from '../../db/schema';
import type { CalendarSpec } from '../../entity/calendarRoutes';
import { heldBookings } from './held';
import { bookingsQuery, toBooking } from './records';

/** Issue 29: the bookings' calendar, providers as its rows; a provider serves one booking at a time. */
export const bookingCalendar = {
  contract: bookingCalendarContract,
  reader: heldBookings,
  owners: {
    table: 'service_providers',
    owner: sql`json_build_object('id', o.id, 'name', o.name, 'bufferMinutes', o.buffer_minutes)`,
    capacity: sql`1`,
  },
  records: async (db, ids) => (await bookingsQuery(db, inArray(serviceBookings.id, ids))).map(toBooking),
  ownerNotFound: messages.serviceProvider.notFound,
  summaries: {
    timeline:
      'A page of service providers by name (page from 0), each with every day from `from` to `to` (at most 62): the most CONFIRMED bookings holding it at once, buffer minutes included (over 1 is over-booked), the same for PENDING ones apart, and how many bookings hold it',
    owner: "One provider's days from `from` to `to` (at most 62), as the timeline counts them",
    day: 'The CONFIRMED and PENDING bookings holding one provider on one day (buffer included), in the order they start, each with its held span',
  },
} satisfies CalendarSpec<ReturnType<typeof toBooking>>;
