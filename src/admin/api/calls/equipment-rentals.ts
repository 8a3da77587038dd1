import { z } from 'zod';
import {
  rentalCallPaths,
  rentalDetailsSchema,
  rentalListResponseSchema,
  rentalSchema,
  rentalStatusSchema,
  rentalUpdateStatusSchema,
  updateRentalResponseSchema,
} from '../../../shared/contract/equipment-rentals';
import { anyStatus, statusRecordCalls } from './statusLists';

/**
 * Spec §7 Rentals: a page of rentals with the cards' counters (status in the query), the status
 * of one; and (beyond the spec) one rental's details with its status history and clash figures.
 */
export const equipmentRentalCalls = statusRecordCalls({
  ...rentalCallPaths,
  idKey: 'rentalId',
  statuses: rentalStatusSchema,
  updateStatuses: rentalUpdateStatusSchema,
  response: rentalListResponseSchema.extend({ data: z.array(anyStatus(rentalSchema)) }),
  details: anyStatus(rentalDetailsSchema),
  updated: updateRentalResponseSchema,
});
