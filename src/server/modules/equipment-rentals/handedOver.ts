import { sql } from 'drizzle-orm';
import { type HandoverStage, statusLockOf } from '../../../shared/contract/rental-handovers';
import type { Db } from '../../db/client';
import { pgErrorOf } from '../../db/pgError';
import type { StatusChange } from '../../db/statusChanges';
import { conflict } from '../../errors';

/** The refusal of a status change that contradicts the handover's stage: the shared rule's why. */
const refusalAt = (stage: HandoverStage) => conflict(statusLockOf(stage) ?? '');

/**
 * Issue 29: once a rental is handed over, its status follows the handover (the return completes
 * it), so the status update refuses any other change of it with 409: no CANCELLED or PENDING of a
 * rental out in the yard, no change of one returned through the desk. Spec §4's free change stays
 * for rentals with no handover. Setting the status it has changes nothing and passes.
 */
export async function refuseHandedOverChange(db: Db, change: StatusChange): Promise<void> {
  const { rows } = await db.execute<{ status: string; stage: HandoverStage }>(sql`
    select r.status, h.stage from equipment_rentals r join rental_handovers h on h.rental_id = r.id
    where r.id = ${change.id}`);
  const row = rows[0];
  if (row && row.status !== change.to) throw refusalAt(row.stage);
}

/**
 * The database's own refusal (migration 0027's trigger), met only when a pickup committed between
 * that check and the change: the same answer. Its constraint names the stage.
 */
export const refineHandedOverChange = (err: unknown): unknown => {
  const constraint = pgErrorOf(err)?.constraint;
  if (constraint === 'rental_picked_up') return refusalAt('OUT');
  if (constraint === 'rental_returned') return refusalAt('RETURNED');
  return err;
};
