import type { Booking, UpdateBookingBody } from '../../../shared/contract/service-bookings';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { changeStatus } from '../../db/statusChanges';
import { notFound } from '../../errors';
import { bookingFor } from './records';

/**
 * POST /service-bookings/update-booked-service: sets the booking's status and records the change;
 * status_counts follows through its trigger, all in one transaction. An unknown id is 404.
 */
export async function updateBookingStatus(db: Db, body: UpdateBookingBody, changedBy: string): Promise<Booking> {
  if (!(await changeStatus(db, 'booking', body.bookingId, body.status, changedBy)))
    throw notFound(messages.booking.notFound);
  return bookingFor(db, body.bookingId);
}
