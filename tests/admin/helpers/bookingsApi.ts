import { type Booking, bookingContract } from '../../../src/shared/contract/service-bookings';
import { messages } from '../../../src/shared/messages';
import { statusRecordsApi } from './statusRecordsApi';

const suresh: Booking['serviceProvider'] = {
  id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
  name: 'Suresh Sharma',
  speciality: 'Electrician',
  other_speciality: null,
  contact: '9812345678',
  imageUrl: '/uploads/2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d.png',
  RatePerHour: 500,
  unitName: 'hour',
  bufferMinutes: 0,
};
const kavita: Booking['serviceProvider'] = {
  id: '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e',
  name: 'Kavita Nair',
  speciality: 'Other',
  other_speciality: 'Waterproofing',
  contact: null,
  imageUrl: null,
  RatePerHour: null,
  unitName: 'sqft',
  bufferMinutes: 0,
};

/** Pending, at the very hour Suresh is already confirmed for Meena. */
export const ravisBooking: Booking = {
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  status: 'PENDING',
  date: '2026-11-24',
  fromTime: '10:00:00',
  createdAt: '2026-11-18T04:30:00.000Z',
  multiplier: 3,
  unitName: 'hour',
  total: 1500,
  serviceProvider: suresh,
  customer: { user: { name: 'Ravi Kumar', mobile: '9876543210' } },
};

export const meenasBooking: Booking = {
  id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
  status: 'CONFIRMED',
  date: '2026-11-24',
  fromTime: '10:00:00',
  createdAt: '2026-11-17T04:30:00.000Z',
  multiplier: 1,
  unitName: 'hour',
  total: 500,
  serviceProvider: suresh,
  customer: { user: { name: 'Meena Iyer', mobile: null } },
};

/** Cancelled, with a provider of a custom speciality and no rate yet. */
export const arjunsBooking: Booking = {
  id: 'd3e4f5a6-b7c8-4d9e-8f0a-2b3c4d5e6f7a',
  status: 'CANCELLED',
  date: '2026-12-01',
  fromTime: '16:30:00',
  createdAt: '2026-11-15T04:30:00.000Z',
  multiplier: 1,
  unitName: 'sqft',
  total: null,
  serviceProvider: kavita,
  customer: { user: { name: 'Arjun Rao', mobile: '9123456780' } },
};

/**
 * A fake bookings API (spec §7 Service bookings): a booking's clashes are the provider's other
 * CONFIRMED bookings at the same date and time.
 */
export const bookingsApi = statusRecordsApi<Booking>({
  rows: [ravisBooking, meenasBooking, arjunsBooking],
  contract: bookingContract,
  messages: messages.booking,
  clashesWith: (booking, other) =>
    other.serviceProvider.id === booking.serviceProvider.id &&
    other.date === booking.date &&
    other.fromTime === booking.fromTime,
  clashOf: (_booking, clashing) => ({ clashes: clashing.map(({ id, customer }) => ({ id, customer })) }),
});
