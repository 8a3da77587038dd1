import { sql } from 'drizzle-orm';
import { fillText } from '../../../shared/fillText';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { conflict } from '../../errors';
import { clashesOf } from './clashes';

/** A stored timestamp (YYYY-MM-DD HH:MM:SS) as the message shows it, to the minute. */
const shown = (at: string) => at.slice(0, 16);

/**
 * Issue 29: a booking is confirmed only if no other CONFIRMED booking of its provider overlaps
 * it, buffer minutes included: the clash list's own rule (`clashesOf`), so the details and the
 * update never disagree. Competing confirmations of one provider queue on its row (`for no key
 * update`, as the rentals' `guardConfirmation` explains). A booking already CONFIRMED is not
 * judged again.
 */
export async function guardConfirmation(tx: Tx, bookingId: string): Promise<void> {
  const { rows } = await tx.execute<{ status: string }>(sql`
    select b.status from service_bookings b join service_providers p on p.id = b.service_provider_id
     where b.id = ${bookingId} for no key update of p`);
  if (!rows[0] || rows[0].status === 'CONFIRMED') return;
  const [first] = await clashesOf(tx, bookingId);
  if (first) {
    throw conflict(fillText(messages.booking.overlaps, { from: shown(first.heldFrom), until: shown(first.heldUntil) }));
  }
}
