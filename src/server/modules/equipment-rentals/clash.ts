import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { RentalClash } from '../../../shared/contract/equipment-rentals';
import type { Db } from '../../db/client';
import { equipmentRentals } from '../../db/schema';

/**
 * The clash figures (beyond the spec): the units of the equipment that its other CONFIRMED
 * rentals hold on the rental's date, against its stock; one read of
 * equipment_rentals_confirmed_day_idx.
 */
export async function clashOf(
  db: Db,
  rental: { id: string; date: string; equipment: { id: string; stock: number } },
): Promise<RentalClash> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${equipmentRentals.qty}), 0)::int`, rentals: count() })
    .from(equipmentRentals)
    .where(
      and(
        eq(equipmentRentals.equipmentId, rental.equipment.id),
        eq(equipmentRentals.date, rental.date),
        eq(equipmentRentals.status, 'CONFIRMED'),
        ne(equipmentRentals.id, rental.id),
      ),
    );
  return { confirmedUnits: row?.units ?? 0, confirmedRentals: row?.rentals ?? 0, stock: rental.equipment.stock };
}
