import { z } from 'zod';
import { EQUIPMENT_UNITS, RENTAL_STATUSES, RENTAL_UPDATE_STATUSES } from '../constants';
import { messages } from '../messages';
import { equipmentSchema } from './equipment';
import { checklistTemplateSchema, handoverSchema } from './rental-handovers';
import { statusContract } from './statusContract';
import { scheduledFields } from './statusLists';

const m = messages.rental;

/** Spec §4: a rental's status; COMPLETED is shown but never offered. */
export const rentalStatusSchema = z.enum(RENTAL_STATUSES);
export type RentalStatus = z.infer<typeof rentalStatusSchema>;

/** Spec §4: what the Update Status dialog offers, any of them freely. */
export const rentalUpdateStatusSchema = z.enum(RENTAL_UPDATE_STATUSES, { error: m.invalidStatus });
export type RentalUpdateStatus = z.infer<typeof rentalUpdateStatusSchema>;

/** Spec §3 Equipment rental; `total` is spec §3's dailyRate × qty × multiplier, in rupees. */
export const rentalSchema = z.object({
  ...scheduledFields(rentalStatusSchema),
  qty: z.number().int(),
  unitName: z.enum(EQUIPMENT_UNITS),
  total: z.number(),
  equipment: equipmentSchema.pick({
    id: true,
    name: true,
    description: true,
    imageUrl: true,
    dailyRate: true,
    unitName: true,
    stock: true,
  }),
});
export type Rental = z.infer<typeof rentalSchema>;

/**
 * The clash warning (beyond the spec): the units of the same equipment other CONFIRMED rentals
 * hold on the same date, against its stock.
 */
export const rentalClashSchema = z.object({
  confirmedUnits: z.number().int(),
  confirmedRentals: z.number().int(),
  stock: z.number().int(),
});
export type RentalClash = z.infer<typeof rentalClashSchema>;

/**
 * Spec §7 Rentals: POST /equipment-rentals/get-all-rental-orders (the page in the body, the
 * optional status in the query; the cards' counters over every status whatever the filter),
 * /update-rental-order; and /rental-details (beyond the spec): the rental with its status
 * history, oldest first, its clash figures and its handover (issue 29).
 */
export const rentalContract = statusContract({
  base: '/equipment-rentals',
  paths: { list: '/get-all-rental-orders', update: '/update-rental-order', details: '/rental-details' },
  idKey: 'rentalId',
  invalidId: m.invalidId,
  status: rentalStatusSchema,
  filter: z.enum(RENTAL_STATUSES, { error: m.invalidFilter }),
  updateStatus: rentalUpdateStatusSchema,
  record: rentalSchema,
  counters: {
    allRentalOrders: 'all',
    pendingRentalOrders: 'PENDING',
    confirmedRentalOrders: 'CONFIRMED',
    cancelledRentalOrders: 'CANCELLED',
    // Beyond spec §2's four cards: completed rentals were counted in the total only.
    completedRentalOrders: 'COMPLETED',
  },
  // Issue 29: the handover once picked up, and the checklist a pickup would start from.
  details: {
    clash: rentalClashSchema,
    handover: handoverSchema.nullable(),
    checklistTemplate: checklistTemplateSchema,
  },
});
export type RentalListResponse = z.infer<typeof rentalContract.listResponse>;
export type RentalDetails = z.infer<typeof rentalContract.details>;
