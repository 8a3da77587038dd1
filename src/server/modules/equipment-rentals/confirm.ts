import { sql } from 'drizzle-orm';
import { fillText } from '../../../shared/fillText';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { conflict } from '../../errors';
import { clashOf } from './clash';

/**
 * Issue 29: a rental is confirmed only if its units with those other CONFIRMED rentals hold fit
 * the stock at every moment of its held span (turnaround included): the clash warning's own
 * figures (`clashOf`), so what the details show and what the update refuses never disagree.
 *
 * Competing confirmations of one equipment queue on its row: `for no key update` conflicts with
 * another confirmation's and with an edit of the equipment (its stock, its turnaround), not with
 * the key-share lock a new rental's foreign key takes, so rentals may still be added meanwhile.
 * In READ COMMITTED the figures are read after the lock, so they count every confirmation that
 * committed before it. A rental already CONFIRMED changes nothing and is not judged again.
 */
export async function guardConfirmation(tx: Tx, rentalId: string): Promise<void> {
  const { rows } = await tx.execute<{ status: string }>(sql`
    select r.status from equipment_rentals r join equipment e on e.id = r.equipment_id
     where r.id = ${rentalId} for no key update of e`);
  if (!rows[0] || rows[0].status === 'CONFIRMED') return;
  const clash = await clashOf(tx, rentalId);
  const first = clash?.days.find((d) => clash.overStockDays.includes(d.day));
  if (!clash || !first) return;
  throw conflict(
    fillText(messages.rental.overStock, { date: first.day, held: first.confirmed + clash.qty, stock: clash.stock }),
  );
}
