import { z } from 'zod';
import {
  EQUIPMENT_STATUSES,
  EQUIPMENT_UNITS,
  MAX_AMOUNT,
  MAX_STOCK,
  MAX_TURNAROUND_DAYS,
  MIN_RATE,
  MIN_STOCK,
} from '../constants';
import { messages } from '../messages';
import { imageUrlSchema, informationSchema, optionalCount, optionalText, requiredText } from './common';
import { recordContract } from './recordContract';

const m = messages.equipment;

/** Spec §5 "Equipment edit form": the rules both the forms and the server apply. */
export const equipmentFields = {
  name: requiredText(m.nameRequired).max(200, { error: m.nameTooLong }),
  description: optionalText(2000, m.descriptionTooLong),
  imageUrl: imageUrlSchema,
  dailyRate: z.number({ error: m.rateMin }).min(MIN_RATE, { error: m.rateMin }).max(MAX_AMOUNT, { error: m.rateMax }),
  unitName: z.enum(EQUIPMENT_UNITS, { error: m.unitRequired }),
  status: z.enum(EQUIPMENT_STATUSES, { error: m.statusInvalid }),
  information: informationSchema,
  stock: z
    .number({ error: m.stockMin })
    .int({ error: m.stockInteger })
    .min(MIN_STOCK, { error: m.stockMin })
    .max(MAX_STOCK, { error: m.stockMax }),
  /** Issue 29: its kind, whose checklist and meter its handovers use; blank is none. */
  categoryId: z
    .preprocess((value) => (value === '' ? null : value), z.uuid({ error: m.categoryNotFound }).nullable())
    .optional(),
  /** Issue 29: days a returned unit stays in the yard; absent keeps what is stored (0 for a new one). */
  turnaroundDays: optionalCount(MAX_TURNAROUND_DAYS, m.turnaroundInvalid),
};

/**
 * POST /equipments/add-equipment: spec §7's body {name, description, imageUrl, unitName,
 * dailyRate, information}, plus stock and status, which the add form also asks for. Without
 * them the equipment has no stock and so (spec §4) is Not Available.
 */
export const addEquipmentBodySchema = z.object({
  ...equipmentFields,
  information: equipmentFields.information.default([]),
  status: equipmentFields.status.default('Available'),
  stock: equipmentFields.stock.default(0),
});
export type AddEquipmentBody = z.infer<typeof addEquipmentBodySchema>;

/** Spec §3 Equipment, as every response carries it. */
export const equipmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  dailyRate: z.number(),
  unitName: z.enum(EQUIPMENT_UNITS),
  status: z.enum(EQUIPMENT_STATUSES),
  information: z.array(z.record(z.string(), z.string())),
  stock: z.number().int(),
  categoryId: z.string().nullable(),
  turnaroundDays: z.number().int(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

/**
 * Spec §7 Equipment: POST /equipments/get-equipment, /add-equipment, /update-equipment (the
 * edit form's fields plus id), /delete-equipment; get and delete take { equipmentId }.
 */
export const equipmentContract = recordContract({
  base: '/equipments',
  calls: { style: 'spec', noun: 'equipment', idKey: 'equipmentId' },
  fields: equipmentFields,
  addBody: addEquipmentBodySchema,
  record: equipmentSchema,
});
export type UpdateEquipmentBody = z.infer<typeof equipmentContract.updateBody>;

/** Spec §4: stock 0 forces Not Available, whatever was asked. */
export const effectiveEquipmentStatus = (stock: number, status: Equipment['status']): Equipment['status'] =>
  stock === 0 ? 'Not Available' : status;
