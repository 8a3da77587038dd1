import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { equipmentRentals, rentalStatusHistory } from '../../db/schema';
import { statusChangeCtes, statusChangeValues } from '../../db/statusChanges';
import type { Actor } from '../activity/record';

const tables = { records: equipmentRentals, history: rentalStatusHistory };

/**
 * Sets a rental COMPLETED inside the caller's transaction (its return), through the same
 * statement as every status change: the history row, the counters' trigger and the activity
 * entry follow. COMPLETED is never offered by the status update itself (spec §4).
 */
export async function completeRental(tx: Tx, by: Actor, rentalId: string): Promise<void> {
  await tx
    .with(...statusChangeCtes(tx, tables, 'equipment-rentals'))
    .select({ id: sql<string>`id` })
    .from(sql`locked`)
    .execute(statusChangeValues([{ id: rentalId, to: 'COMPLETED', by }]));
}
