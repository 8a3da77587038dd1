import { z } from 'zod';
import { EQUIPMENT_STATUSES, EQUIPMENT_UNITS, MAX_AMOUNT, MAX_STOCK, MIN_RATE, MIN_STOCK } from '../constants';
import { messages } from '../messages';
import {
  dataResponse,
  idSchema,
  imageUrlSchema,
  informationSchema,
  optionalText,
  recordResponse,
  requiredText,
} from './common';

const m = messages.equipment;

/** Spec §5 "Equipment edit form": the rules both the forms and the server apply. */
export const equipmentFields = {
  name: requiredText(m.nameRequired).pipe(z.string().max(200, { error: m.nameTooLong })),
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

/** POST /equipments/update-equipment: the edit form's fields plus id. */
export const updateEquipmentBodySchema = z.object({ id: idSchema, ...equipmentFields });
export type UpdateEquipmentBody = z.infer<typeof updateEquipmentBodySchema>;

/** POST /equipments/get-equipment and /equipments/delete-equipment. */
export const equipmentIdBodySchema = z.object({ equipmentId: idSchema });

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
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentListResponseSchema = dataResponse(z.array(equipmentSchema));
export const equipmentResponseSchema = dataResponse(equipmentSchema);
export const equipmentWriteResponseSchema = recordResponse(equipmentSchema);

/** Spec §4: stock 0 forces Not Available, whatever was asked. */
export const effectiveEquipmentStatus = (stock: number, status: Equipment['status']): Equipment['status'] =>
  stock === 0 ? 'Not Available' : status;
