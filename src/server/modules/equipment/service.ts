import { desc } from 'drizzle-orm';
import {
  type AddEquipmentBody,
  type Equipment,
  effectiveEquipmentStatus,
  type UpdateEquipmentBody,
} from '../../../shared/contract/equipment';
import { messages } from '../../../shared/messages';
import { catalogRecordService, keptWhileReferenced } from '../../catalog/recordService';
import { equipment, equipmentRentals } from '../../db/schema';
import { notFound } from '../../errors';

type EquipmentRow = typeof equipment.$inferSelect;

/** The one DB row -> wire shape mapping of spec §3 Equipment. */
export const toEquipment = (row: EquipmentRow): Equipment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  dailyRate: row.dailyRate,
  unitName: row.unitName,
  status: row.status,
  information: row.information,
  stock: row.stock,
});

/** Spec §7 Equipment: newest first; stock 0 forces Not Available (spec §4); rentals keep their equipment. */
export const equipmentService = catalogRecordService<EquipmentRow, Equipment, AddEquipmentBody | UpdateEquipmentBody>({
  table: equipment,
  toRecord: toEquipment,
  columnsOf: (body) => ({
    name: body.name,
    description: body.description ?? null,
    imageUrl: body.imageUrl ?? null,
    dailyRate: body.dailyRate,
    unitName: body.unitName,
    status: effectiveEquipmentStatus(body.stock, body.status),
    information: body.information,
    stock: body.stock,
  }),
  orderBy: [desc(equipment.createdAt), desc(equipment.id)],
  missing: () => notFound(messages.equipment.notFound),
  guardDelete: keptWhileReferenced(equipmentRentals.equipmentId, messages.equipment.hasRentals),
});
