import { sql } from 'drizzle-orm';
import type { BookingClash } from '../../../shared/contract/service-bookings';
import type { Db, Tx } from '../../db/client';
import { heldBookings } from './held';

/** How many clashing bookings the details name at most: a warning, not a report. */
const CLASHES_SHOWN = 20;

/** A clash with the span it holds the provider (buffer included), as stored: YYYY-MM-DD HH:MM:SS. */
export interface HeldClash extends BookingClash {
  heldFrom: string;
  heldUntil: string;
}

/**
 * The clashes (beyond the spec; issue 29's one rule for showing and confirming): the provider's
 * other CONFIRMED bookings whose held spans (buffer minutes included) overlap this booking's,
 * earliest first. The details show them and a confirmation is refused on the first
 * (`guardConfirmation`), so the two never disagree. The held reads of `held.ts`.
 */
export async function clashesOf(db: Db | Tx, bookingId: string): Promise<HeldClash[]> {
  const candidate = sql`(${heldBookings.of(bookingId)}) c`;
  const others = heldBookings.during(
    sql`array(select owner_id from ${candidate})`,
    sql`select held_from from ${candidate}`,
    sql`select held_until from ${candidate}`,
    ['CONFIRMED'],
  );
  const { rows } = await db.execute<{
    id: string;
    name: string;
    mobile: string | null;
    held_from: string;
    held_until: string;
  }>(sql`
    select h.id, u.name, u.mobile, h.held_from::text, h.held_until::text
      from (${others}) h
      join service_bookings b on b.id = h.id
      join customers c on c.id = b.customer_id
      join users u on u.id = c.user_id
     where h.id <> ${bookingId}
     order by h.held_from, h.id
     limit ${CLASHES_SHOWN}`);
  return rows.map((row) => ({
    id: row.id,
    customer: { user: { name: row.name, mobile: row.mobile } },
    heldFrom: row.held_from,
    heldUntil: row.held_until,
  }));
}
