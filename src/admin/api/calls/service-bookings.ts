import { z } from 'zod';
import {
  bookingCallPaths,
  bookingDetailsSchema,
  bookingListResponseSchema,
  bookingSchema,
  bookingStatusSchema,
  updateBookingResponseSchema,
} from '../../../shared/contract/service-bookings';
import { anyStatus, statusRecordCalls } from './statusLists';

/**
 * Spec §7 Service bookings: a page of bookings with the cards' counters (status in the query),
 * the status of one; and (beyond the spec) one booking's details with its history and clashes.
 */
export const serviceBookingCalls = statusRecordCalls({
  ...bookingCallPaths,
  idKey: 'bookingId',
  statuses: bookingStatusSchema,
  updateStatuses: bookingStatusSchema,
  response: bookingListResponseSchema.extend({ data: z.array(anyStatus(bookingSchema)) }),
  details: anyStatus(bookingDetailsSchema),
  updated: updateBookingResponseSchema,
});
