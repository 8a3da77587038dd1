import { rentalContract } from '../../../shared/contract/equipment-rentals';
import { statusRecordCalls } from './statusLists';

/**
 * Spec §7 Rentals: a page of rentals with the cards' counters (status in the query), the status
 * of one; and (beyond the spec) one rental's details with its status history and clash figures.
 */
export const equipmentRentalCalls = statusRecordCalls(rentalContract);
