import { desc, eq, type SQL } from 'drizzle-orm';
import type { Rental } from '../../../shared/contract/equipment-rentals';
import { rupeesTimes } from '../../../shared/money';
import type { RecordSource } from '../../db/client';
import { customerUserColumns, joinCustomerUser } from '../../db/customerUser';
import { equipment, equipmentRentals } from '../../db/schema';
import { rentalHandovers } from '../rental-handovers/table';

/**
 * Rentals with their equipment and customer (spec §3) and their handover's stage (issue 29),
 * newest first, in one statement: `where` names them (by id, or a page's ids).
 */
export function rentalsQuery(db: RecordSource, where: SQL) {
  const query = db
    .select({
      rental: equipmentRentals,
      equipment: {
        id: equipment.id,
        name: equipment.name,
        description: equipment.description,
        imageUrl: equipment.imageUrl,
        dailyRate: equipment.dailyRate,
        unitName: equipment.unitName,
        stock: equipment.stock,
        turnaroundDays: equipment.turnaroundDays,
      },
      user: customerUserColumns,
      handoverStage: rentalHandovers.stage,
    })
    .from(equipmentRentals)
    .innerJoin(equipment, eq(equipment.id, equipmentRentals.equipmentId))
    .leftJoin(rentalHandovers, eq(rentalHandovers.rentalId, equipmentRentals.id))
    .$dynamic();
  return joinCustomerUser(query, equipmentRentals.customerId)
    .where(where)
    .orderBy(desc(equipmentRentals.createdAt), desc(equipmentRentals.id));
}

type RentalRow = Awaited<ReturnType<typeof rentalsQuery>>[number];

/** A row of `rentalsQuery` as the API answers it. */
export const toRental = ({ rental, equipment, user, handoverStage }: RentalRow): Rental => ({
  id: rental.id,
  status: rental.status,
  createdAt: rental.createdAt.toISOString(),
  date: rental.date,
  fromTime: rental.fromTime,
  qty: rental.qty,
  unitName: rental.unitName,
  multiplier: rental.multiplier,
  // Spec §3: equipment dailyRate × qty × multiplier.
  total: rupeesTimes(equipment.dailyRate, rental.qty, rental.multiplier),
  handoverStage,
  equipment,
  customer: { user },
});
