import { z } from 'zod';
import { BOOKING_STATUSES, SERVICE_PROVIDER_UNITS } from '../constants';
import { messages } from '../messages';
import { calendarContract } from './calendar';
import { serviceProviderSchema } from './service-providers';
import { statusContract } from './statusContract';
import { customerUserSchema, scheduledFields } from './statusLists';

const m = messages.booking;

/** Spec §4: a service booking's status, any of them set freely. */
export const bookingStatusSchema = z.enum(BOOKING_STATUSES, { error: m.invalidStatus });
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/**
 * Spec §3 Service booking, with the wire names of spec §7 (RatePerHour). `total` is spec §3's
 * RatePerHour × multiplier in rupees, null while the provider has no rate.
 */
export const bookingSchema = z.object({
  ...scheduledFields(bookingStatusSchema),
  unitName: z.enum(SERVICE_PROVIDER_UNITS),
  total: z.number().nullable(),
  serviceProvider: serviceProviderSchema.omit({ isActive: true }),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The clash warning (beyond the spec), by the held rule of issue 29: the provider's other
 * CONFIRMED bookings whose spans, buffer included, overlap this one's; a confirmation is refused
 * exactly when there is one.
 */
export const bookingClashSchema = z.object({
  id: z.string(),
  customer: customerUserSchema,
});
export type BookingClash = z.infer<typeof bookingClashSchema>;

/**
 * Spec §7 Service bookings: POST /service-bookings/all-booked-services (the page in the body,
 * the optional status in the query; the cards' counters over every status whatever the
 * filter), /update-booked-service; and /booking-details (beyond the spec): the booking with its
 * status history, oldest first, and its clashes.
 */
export const bookingContract = statusContract({
  base: '/service-bookings',
  paths: { list: '/all-booked-services', update: '/update-booked-service', details: '/booking-details' },
  idKey: 'bookingId',
  invalidId: m.invalidId,
  status: bookingStatusSchema,
  updateStatus: bookingStatusSchema,
  record: bookingSchema,
  counters: {
    allServiceBookings: 'all',
    confirmedServiceBookings: 'CONFIRMED',
    pendingServiceBookings: 'PENDING',
    cancelledServiceBookings: 'CANCELLED',
  },
  details: { clashes: z.array(bookingClashSchema) },
});
/**
 * Issue 29: POST /service-bookings/calendar (a page of providers by name, each with its days),
 * /provider-calendar (one provider's days), /calendar-day (the bookings holding one provider on
 * one day, buffer included). A provider serves one booking at a time: a day is over-booked when
 * two confirmed bookings overlap.
 */
export const bookingCalendarContract = calendarContract({
  paths: { timeline: '/calendar', owner: '/provider-calendar', day: '/calendar-day' },
  ownerKey: 'serviceProviderId',
  invalidOwner: m.invalidProviderId,
  owner: serviceProviderSchema.pick({ id: true, name: true, bufferMinutes: true }),
  record: bookingSchema,
});
export type BookingCalendar = z.infer<typeof bookingCalendarContract.timeline>;
export type BookingCalendarRow = BookingCalendar['data'][number];
export type BookingCalendarDay = z.infer<typeof bookingCalendarContract.day>;

export type BookingListResponse = z.infer<typeof bookingContract.listResponse>;
export type BookingDetails = z.infer<typeof bookingContract.details>;
