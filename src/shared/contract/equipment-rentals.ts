import { z } from 'zod';
import { EQUIPMENT_UNITS, RENTAL_STATUSES, RENTAL_UPDATE_STATUSES } from '../constants';
import { messages } from '../messages';
import { dataResponse, recordResponse } from './common';
import { equipmentSchema } from './equipment';
import { customerUserSchema, pageInfoSchema, statusChangeOf, statusFilterOf, zeroBasedPageFields } from './statusLists';

const m = messages.rental;

/** Spec §4: a rental's status; COMPLETED is shown but never offered. */
export const rentalStatusSchema = z.enum(RENTAL_STATUSES);
export type RentalStatus = z.infer<typeof rentalStatusSchema>;

/** Spec §4: what the Update Status dialog offers, any of them freely. */
export const rentalUpdateStatusSchema = z.enum(RENTAL_UPDATE_STATUSES, { error: m.invalidStatus });
export type RentalUpdateStatus = z.infer<typeof rentalUpdateStatusSchema>;

/** POST /equipment-rentals/get-all-rental-orders: the page in the body ... */
export const rentalListBodySchema = z.object(zeroBasedPageFields);
export type RentalListBody = z.infer<typeof rentalListBodySchema>;
/** ... and the optional status filter in the query (spec §7). */
export const rentalListQuerySchema = z.object({
  status: statusFilterOf(z.enum(RENTAL_STATUSES, { error: m.invalidFilter })),
});
export type RentalListQuery = z.infer<typeof rentalListQuerySchema>;

const rentalIdSchema = z.uuid({ error: m.invalidId });

/** POST /equipment-rentals/update-rental-order. */
export const updateRentalBodySchema = z.object({ rentalId: rentalIdSchema, status: rentalUpdateStatusSchema });
export type UpdateRentalBody = z.infer<typeof updateRentalBodySchema>;

/** POST /equipment-rentals/rental-details (beyond the spec). */
export const rentalIdBodySchema = z.object({ rentalId: rentalIdSchema });
export type RentalIdBody = z.infer<typeof rentalIdBodySchema>;

/**
 * Spec §3 Equipment rental. `date` is the day (YYYY-MM-DD) and `fromTime` the hour it starts
 * (HH:MM:SS), both as booked; `total` is spec §3's dailyRate × qty × multiplier, in rupees.
 */
export const rentalSchema = z.object({
  id: z.string(),
  status: rentalStatusSchema,
  createdAt: z.iso.datetime(),
  date: z.iso.date(),
  fromTime: z.iso.time(),
  qty: z.number().int(),
  unitName: z.enum(EQUIPMENT_UNITS),
  multiplier: z.number().int(),
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
  customer: customerUserSchema,
});
export type Rental = z.infer<typeof rentalSchema>;

/** Spec §3: the list answer, with the cards' counters over every status whatever the filter. */
export const rentalListResponseSchema = z.object({
  data: z.array(rentalSchema),
  pagination: pageInfoSchema,
  allRentalOrders: z.number().int(),
  pendingRentalOrders: z.number().int(),
  confirmedRentalOrders: z.number().int(),
  cancelledRentalOrders: z.number().int(),
});
export type RentalListResponse = z.infer<typeof rentalListResponseSchema>;

export const rentalStatusChangeSchema = statusChangeOf(rentalStatusSchema);
export type RentalStatusChange = z.infer<typeof rentalStatusChangeSchema>;

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

/** A rental with its status history, oldest first, and its clash figures. */
export const rentalDetailsSchema = rentalSchema.extend({
  history: z.array(rentalStatusChangeSchema),
  clash: rentalClashSchema,
});
export type RentalDetails = z.infer<typeof rentalDetailsSchema>;
export const rentalDetailsResponseSchema = dataResponse(rentalDetailsSchema);

export const updateRentalResponseSchema = recordResponse(rentalSchema);
export type UpdateRentalResponse = z.infer<typeof updateRentalResponseSchema>;

/** Every schema of the rentals calls, as the server's status routes take them. */
export const rentalCallSchemas = {
  listBody: rentalListBodySchema,
  listQuery: rentalListQuerySchema,
  listResponse: rentalListResponseSchema,
  updateBody: updateRentalBodySchema,
  record: rentalSchema,
  idBody: rentalIdBodySchema,
  details: rentalDetailsSchema,
};

/** Where the calls live (spec §7), under `base`; the details call is beyond the spec. */
export const rentalCallPaths = {
  base: '/equipment-rentals',
  paths: { list: '/get-all-rental-orders', details: '/rental-details', update: '/update-rental-order' },
} as const;
