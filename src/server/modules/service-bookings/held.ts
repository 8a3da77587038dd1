import { sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/contract/service-bookings';
import { type HeldRow, type HoldRule, heldReader } from '../../db/heldSpans';

/**
 * The one rule for what a booking holds (issue 29), read by the calendar, the clash list, the
 * confirmation check and the calendar feeds; none of them re-derives a span:
 *
 * - a booking holds its provider from its `starts_at` until its `ends_at` plus the provider's
 *   `buffer_minutes` (travel, clearing up), as a half-open span; a provider serves one booking
 *   at a time, so two CONFIRMED bookings whose held spans overlap clash;
 * - CONFIRMED bookings count; PENDING ones are shown apart; cancelled ones hold nothing.
 */
export const HOLDING_STATUSES = ['CONFIRMED', 'PENDING'] as const satisfies readonly BookingStatus[];
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

const RULE: HoldRule<HoldingStatus> = {
  records: 'service_bookings',
  ownerKey: 'service_provider_id',
  owners: 'service_providers',
  pad: sql`o.buffer_minutes * interval '1 minute'`,
  statusType: 'booking_status',
  holding: HOLDING_STATUSES,
  countedAs: (r) => sql`${r}.status`,
  counted: HOLDING_STATUSES,
  qty: sql`1`,
  read: [],
};

/** A held booking (owner_id is its provider; qty 1). */
export type HeldBooking = HeldRow<HoldingStatus>;

/**
 * The bookings' statements: `heldBookings.during(owners, from, until, statuses?)`, those holding at
 * some moment of [from, until) (CONFIRMED and PENDING unless told), `heldBookings.of(id)`, one
 * booking whatever its status, both as `HeldBooking` rows, to run or read as a CTE; and
 * `heldBookings.heldUntilOf(record)`, where a booking of the caller's statement stops holding.
 */
export const heldBookings = heldReader(RULE);
