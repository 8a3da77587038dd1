import { type SQL, sql } from 'drizzle-orm';
import type { RentalStatus } from '../../../shared/contract/equipment-rentals';
import { type HeldRow, type HoldRule, heldReader } from '../../db/heldSpans';

/**
 * The one rule for what a rental holds (issue 29), read by the calendar, the clash warning, the
 * confirmation check and the calendar feeds; none of them re-derives a span:
 *
 * - a rental holds its `qty` units from its `starts_at` until its end plus its equipment's
 *   `turnaround_days` (cleaning, servicing) plus its own `extra_turnaround_days` (servicing the
 *   damage its return found), as a half-open span: a unit free again at 10:00 may go out at 10:00;
 *   its end is its planned `ends_at`, or its `returned_at` when it came back later (the yard's
 *   work starts when the unit is back), so a late return holds on;
 * - CONFIRMED rentals count against the stock, and so do COMPLETED (returned) ones, counted as
 *   confirmed: their units are back but in the yard until the turnaround ends; PENDING ones are
 *   shown apart (they hold nothing until confirmed); cancelled ones hold nothing.
 */
export const HOLDING_STATUSES = ['CONFIRMED', 'PENDING', 'COMPLETED'] as const satisfies readonly RentalStatus[];
/** The statuses a holding rental is counted by. */
export const COUNTED_STATUSES = ['CONFIRMED', 'PENDING'] as const satisfies readonly RentalStatus[];
export type HoldingStatus = (typeof COUNTED_STATUSES)[number];
/** The columns `end`, `ownPad` and `qty` read below: the held index holds them too (schema.ts). */
export const HELD_READ = ['returned_at', 'extra_turnaround_days', 'qty'] as const;

const RULE: HoldRule<HoldingStatus> = {
  records: 'equipment_rentals',
  ownerKey: 'equipment_id',
  owners: 'equipment',
  pad: sql`o.turnaround_days * interval '1 day'`,
  statusType: 'rental_status',
  holding: HOLDING_STATUSES,
  countedAs: (r: SQL) => sql`(case ${r}.status when 'COMPLETED' then 'CONFIRMED'::rental_status else ${r}.status end)`,
  counted: COUNTED_STATUSES,
  end: (r: SQL) => sql`greatest(${r}.ends_at, coalesce(${r}.returned_at, ${r}.ends_at))`,
  ownPad: (r: SQL) => sql`${r}.extra_turnaround_days * interval '1 day'`,
  qty: sql`r.qty`,
  read: HELD_READ,
};

/** A held rental (owner_id is its equipment). */
export type HeldRental = HeldRow<HoldingStatus>;

/**
 * The rentals' statements: `heldRentals.during(owners, from, until, statuses?)`, those holding at
 * some moment of [from, until) (counted CONFIRMED and PENDING unless told), `heldRentals.of(id)`,
 * one rental whatever its status, both as `HeldRental` rows, to run or read as a CTE; and
 * `heldRentals.heldUntilOf(record)`, where a rental of the caller's statement stops holding.
 */
export const heldRentals = heldReader(RULE);
