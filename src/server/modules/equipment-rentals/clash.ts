import { sql } from 'drizzle-orm';
import type { RentalClash } from '../../../shared/contract/equipment-rentals';
import type { Db, Tx } from '../../db/client';
import { type DayPeak, dailyPeaks } from '../../db/heldPeaks';
import { heldRentals } from './held';

/** One rental against the others of its equipment, by the held rule (see `clashOf`). */
export interface RentalSpanClash extends RentalClash {
  /** The days of its held span with the most units others hold at any moment of it that day. */
  days: Pick<DayPeak, 'day' | 'confirmed'>[];
  qty: number;
}

/**
 * The clash figures (beyond the spec; issue 29's one rule for showing and confirming): over this
 * rental's held span (turnaround included), per day, the most units of its equipment other
 * CONFIRMED rentals hold at any moment of that span, their number, the stock, and the days on
 * which this rental's units with theirs pass the stock. The warning shows them and a
 * confirmation is refused on them (`guardConfirmation`), so the two never disagree. Null for an
 * unknown rental. One statement: the held reads of `held.ts`, the peaks of `dailyPeaks`.
 */
export async function clashOf(db: Db | Tx, rentalId: string): Promise<RentalSpanClash | null> {
  const span = { from: sql`select held_from from candidate`, until: sql`select held_until from candidate` };
  const owner = sql`array(select owner_id from candidate)`;
  const { rows } = await db.execute<{ qty: number; stock: number; rentals: number; days: RentalSpanClash['days'] }>(sql`
    with candidate as (${heldRentals.of(rentalId)}),
    others as (
      select * from (${heldRentals.during(owner, span.from, span.until, ['CONFIRMED'])}) h where h.id <> ${rentalId}
    )
    select c.qty, e.stock,
           (select count(*)::int from others) as rentals,
           coalesce((select json_agg(json_build_object('day', p.day, 'confirmed', p.confirmed) order by p.day)
                       from (${dailyPeaks(sql`select * from others`, owner, span.from, span.until)}) p), '[]') as days
      from candidate c join equipment e on e.id = c.owner_id`);
  const [row] = rows;
  if (!row) return null;
  const over = row.days.filter((d) => d.confirmed + row.qty > row.stock);
  return {
    confirmedUnits: Math.max(0, ...row.days.map((d) => d.confirmed)),
    confirmedRentals: row.rentals,
    stock: row.stock,
    overStockDays: over.map((d) => d.day),
    days: row.days,
    qty: row.qty,
  };
}
