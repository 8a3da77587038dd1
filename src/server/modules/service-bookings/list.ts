import type { BookingListBody, BookingListQuery, BookingListResponse } from '../../../shared/contract/service-bookings';
import type { Db } from '../../db/client';
import { serviceBookings } from '../../db/schema';
import { statusList } from '../../db/statusPages';
import { bookingsQuery, toBooking } from './records';

const BOOKINGS = {
  name: 'bookings',
  counted: 'service_bookings',
  table: serviceBookings,
  query: bookingsQuery,
  toRecord: toBooking,
  counters: {
    allServiceBookings: 'all',
    confirmedServiceBookings: 'CONFIRMED',
    pendingServiceBookings: 'PENDING',
    cancelledServiceBookings: 'CANCELLED',
  },
} as const;

/** POST /service-bookings/all-booked-services: a page of bookings and the cards' counters. */
export const listBookings = (db: Db, body: BookingListBody, query: BookingListQuery): Promise<BookingListResponse> =>
  statusList(db, BOOKINGS, body, query.status);
