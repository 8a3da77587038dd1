import { z } from 'zod';
import { EQUIPMENT_UNITS, RENTAL_STATUSES, RENTAL_UPDATE_STATUSES } from '../constants';
import { messages } from '../messages';
import { calendarContract } from './calendar';
import { equipmentSchema } from './equipment';
import { checklistTemplateSchema, handoverSchema, handoverStageSchema } from './rental-handovers';
import { statusContract } from './statusContract';
import { scheduledFields } from './statusLists';

const m = messages.rental;

/** Spec §4: a rental's status; COMPLETED is shown but never offered. */
export const rentalStatusSchema = z.enum(RENTAL_STATUSES);
export type RentalStatus = z.infer<typeof rentalStatusSchema>;

/** Spec §4: what the Update Status dialog offers, any of them freely. */
export const rentalUpdateStatusSchema = z.enum(RENTAL_UPDATE_STATUSES, { error: m.invalidStatus });
export type RentalUpdateStatus = z.infer<typeof rentalUpdateStatusSchema>;

/**
 * Spec §3 Equipment rental; `total` is spec §3's dailyRate × qty × multiplier, in rupees; beyond
 * it, where its handover stands (issue 29: null before the pickup), which the status follows.
 */
export const rentalSchema = z.object({
  ...scheduledFields(rentalStatusSchema),
  qty: z.number().int(),
  unitName: z.enum(EQUIPMENT_UNITS),
  total: z.number(),
  handoverStage: handoverStageSchema.nullable(),
  equipment: equipmentSchema.pick({
    id: true,
    name: true,
    description: true,
    imageUrl: true,
    dailyRate: true,
    unitName: true,
    stock: true,
    turnaroundDays: true,
  }),
});
export type Rental = z.infer<typeof rentalSchema>;

/**
 * The clash warning (beyond the spec), by the held rule of issue 29 (turnaround included): the
 * most units of the equipment other CONFIRMED rentals hold at any moment of this rental's held
 * span, how many of them overlap it, its stock, and the days on which this rental with them
 * passes the stock: a confirmation is refused exactly when that list is not empty.
 */
export const rentalClashSchema = z.object({
  confirmedUnits: z.number().int(),
  confirmedRentals: z.number().int(),
  stock: z.number().int(),
  overStockDays: z.array(z.iso.date()),
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
/**
 * Issue 29: POST /equipment-rentals/calendar (a page of equipments by name, each with its days),
 * /equipment-calendar (one equipment's days), /calendar-day (the rentals holding one equipment
 * on one day, turnaround included).
 */
export const rentalCalendarContract = calendarContract({
  paths: { timeline: '/calendar', owner: '/equipment-calendar', day: '/calendar-day' },
  ownerKey: 'equipmentId',
  invalidOwner: m.invalidEquipmentId,
  owner: equipmentSchema.pick({ id: true, name: true, stock: true, turnaroundDays: true }),
  record: rentalSchema,
});
export type RentalCalendar = z.infer<typeof rentalCalendarContract.timeline>;
export type RentalCalendarRow = RentalCalendar['data'][number];
export type RentalCalendarDay = z.infer<typeof rentalCalendarContract.day>;

export type RentalListResponse = z.infer<typeof rentalContract.listResponse>;
export type RentalDetails = z.infer<typeof rentalContract.details>;
