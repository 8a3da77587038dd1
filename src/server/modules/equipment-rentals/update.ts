import type { Rental, UpdateRentalBody } from '../../../shared/contract/equipment-rentals';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { changeStatus } from '../../db/statusChanges';
import { notFound } from '../../errors';
import { rentalFor } from './records';

/**
 * POST /equipment-rentals/update-rental-order: sets the rental's status and records the change;
 * status_counts follows through its trigger, all in one transaction. An unknown id is 404.
 */
export async function updateRentalStatus(db: Db, body: UpdateRentalBody, changedBy: string): Promise<Rental> {
  if (!(await changeStatus(db, 'rental', body.rentalId, body.status, changedBy)))
    throw notFound(messages.rental.notFound);
  return rentalFor(db, body.rentalId);
}
