import { sql } from 'drizzle-orm';
import type { RentalStatus } from '../../../shared/contract/equipment-rentals';
import { type HeldRow, type HoldRule, heldReader } from '../../db/heldSpans';

/**
 * The one rule for what a rental holds (issue 29), read by the calendar, the clash warning, the
 * confirmation check and the calendar feeds; none of them re-derives a span:
 *
 * - a rental holds its `qty` units from its `starts_at` until its `ends_at` plus its equipment's
 *   `turnaround_days` (cleaning, servicing), as a half-open span: a unit free again at 10:00 may
 *   go out at 10:00;
 * - CONFIRMED rentals count against the stock; PENDING ones are shown apart (they hold nothing
 *   until confirmed); cancelled and completed ones hold nothing.
 */
export const HOLDING_STATUSES = ['CONFIRMED', 'PENDING'] as const satisfies readonly RentalStatus[];
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

const RULE: HoldRule<HoldingStatus> = {
  records: 'equipment_rentals',
  ownerKey: 'equipment_id',
  owners: 'equipment',
  pad: sql`o.turnaround_days * interval '1 day'`,
  statusType: 'rental_status',
  holding: HOLDING_STATUSES,
  qty: sql`r.qty`,
};

/** A held rental (owner_id is its equipment). */
export type HeldRental = HeldRow<HoldingStatus>;

/**
 * The rentals' statements: `heldRentals.during(owners, from, until, statuses?)`, those holding at
 * some moment of [from, until) (CONFIRMED and PENDING unless told), and `heldRentals.of(id)`, one
 * rental whatever its status; both as `HeldRental` rows, to run or read as a CTE.
 */
export const heldRentals = heldReader(RULE);
