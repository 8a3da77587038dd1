import { type HandoverStage, statusLockOf } from '../../../shared/contract/rental-handovers';
import { pgErrorOf } from '../../db/pgError';
import { conflict, type HttpError } from '../../errors';

/** The refusal of a status change that contradicts the handover's stage: the shared rule's why. */
const refusalAt = (stage: HandoverStage) => conflict(statusLockOf(stage) ?? '');

/**
 * Issue 29: once a rental is handed over, its status follows the handover (the return completes
 * it), so the status update refuses any other change of it with 409: no CANCELLED or PENDING of a
 * rental out in the yard, no change of one returned through the desk. Spec §4's free change stays
 * for rentals with no handover; setting the status it has changes nothing and passes. The
 * database decides (migration 0031's trigger, whose constraint names the stage), not a read
 * before each change: that read cost every status update a round trip, and a pickup could commit
 * between it and the change anyway. Undefined for any other error.
 */
export const handedOverRefusal = (err: unknown): HttpError | undefined => {
  const constraint = pgErrorOf(err)?.constraint;
  if (constraint === 'rental_picked_up') return refusalAt('OUT');
  if (constraint === 'rental_returned') return refusalAt('RETURNED');
  return undefined;
};
