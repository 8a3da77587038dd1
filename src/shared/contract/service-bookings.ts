import { z } from 'zod';
import { BOOKING_STATUSES, SERVICE_PROVIDER_UNITS } from '../constants';
import { messages } from '../messages';
import { dataResponse, recordResponse } from './common';
import { serviceProviderSchema } from './service-providers';
import { customerUserSchema, pageInfoSchema, statusChangeOf, statusFilterOf, zeroBasedPageFields } from './statusLists';

const m = messages.booking;

/** Spec §4: a service booking's status, any of them set freely. */
export const bookingStatusSchema = z.enum(BOOKING_STATUSES, { error: m.invalidStatus });
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** POST /service-bookings/all-booked-services: the page (from 0) in the body ... */
export const bookingListBodySchema = z.object(zeroBasedPageFields);
export type BookingListBody = z.infer<typeof bookingListBodySchema>;
/** ... and the optional status filter in the query (spec §7). */
export const bookingListQuerySchema = z.object({ status: statusFilterOf(bookingStatusSchema) });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const bookingIdSchema = z.uuid({ error: m.invalidId });

/** POST /service-bookings/update-booked-service. */
export const updateBookingBodySchema = z.object({ bookingId: bookingIdSchema, status: bookingStatusSchema });
export type UpdateBookingBody = z.infer<typeof updateBookingBodySchema>;

/** POST /service-bookings/booking-details (beyond the spec). */
export const bookingIdBodySchema = z.object({ bookingId: bookingIdSchema });
export type BookingIdBody = z.infer<typeof bookingIdBodySchema>;

/**
 * Spec §3 Service booking, with the wire names of spec §7 (RatePerHour). `total` is spec §3's
 * RatePerHour × multiplier in rupees, null while the provider has no rate.
 */
export const bookingSchema = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  date: z.iso.date(),
  fromTime: z.iso.time(),
  createdAt: z.iso.datetime(),
  multiplier: z.number().int(),
  unitName: z.enum(SERVICE_PROVIDER_UNITS),
  total: z.number().nullable(),
  serviceProvider: serviceProviderSchema.omit({ isActive: true }),
  customer: customerUserSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

/** Spec §7: the list answer, with the cards' counters over every status whatever the filter. */
export const bookingListResponseSchema = z.object({
  data: z.array(bookingSchema),
  pagination: pageInfoSchema,
  allServiceBookings: z.number().int(),
  confirmedServiceBookings: z.number().int(),
  pendingServiceBookings: z.number().int(),
  cancelledServiceBookings: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

export const bookingStatusChangeSchema = statusChangeOf(bookingStatusSchema);
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

/** The clash warning (beyond the spec): the provider's other CONFIRMED bookings at the same date and time. */
export const bookingClashSchema = z.object({
  id: z.string(),
  customer: customerUserSchema,
});
export type BookingClash = z.infer<typeof bookingClashSchema>;

/** A booking with its status history, oldest first, and its clashes. */
export const bookingDetailsSchema = bookingSchema.extend({
  history: z.array(bookingStatusChangeSchema),
  clashes: z.array(bookingClashSchema),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
export const bookingDetailsResponseSchema = dataResponse(bookingDetailsSchema);

export const updateBookingResponseSchema = recordResponse(bookingSchema);
export type UpdateBookingResponse = z.infer<typeof updateBookingResponseSchema>;

/** Every schema of the bookings calls, as the server's status routes take them. */
export const bookingCallSchemas = {
  listBody: bookingListBodySchema,
  listQuery: bookingListQuerySchema,
  listResponse: bookingListResponseSchema,
  updateBody: updateBookingBodySchema,
  record: bookingSchema,
  idBody: bookingIdBodySchema,
  details: bookingDetailsSchema,
};

/** Where the calls live (spec §7), under `base`; the details call is beyond the spec. */
export const bookingCallPaths = {
  base: '/service-bookings',
  paths: { list: '/all-booked-services', details: '/booking-details', update: '/update-booked-service' },
} as const;
