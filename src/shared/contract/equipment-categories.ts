import { z } from 'zod';
import { messages } from '../messages';
import { requiredText } from './common';
import { recordContract } from './recordContract';

const m = messages.equipmentCategory;

/** What a category's equipment carries a meter of: its reading is taken at pickup and return. */
export const METER_KINDS = ['none', 'hours', 'km'] as const;
export const meterKindSchema = z.enum(METER_KINDS, { error: m.meterInvalid });
export type MeterKind = z.infer<typeof meterKindSchema>;

export const MAX_CHECKLIST_ITEMS = 30;

/** One line of a checklist, as the desk ticks it at pickup and return. */
export const checklistItemSchema = requiredText(m.itemRequired).max(120, { error: m.itemTooLong });

/** Issue 29: a kind of equipment, the checklist its condition reports start from, and its meter. */
export const equipmentCategoryFields = {
  name: requiredText(m.nameRequired).max(100, { error: m.nameTooLong }),
  checklist: z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS, { error: m.tooManyItems }),
  meterKind: meterKindSchema,
};

export const equipmentCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  checklist: z.array(z.string()),
  meterKind: meterKindSchema,
});
export type EquipmentCategory = z.infer<typeof equipmentCategorySchema>;

/** GET /equipment-categories answers the list; POST /create, /update (plus id), /delete { id }. */
export const equipmentCategoryContract = recordContract({
  base: '/equipment-categories',
  calls: { style: 'plain', idKey: 'id' },
  fields: equipmentCategoryFields,
  record: equipmentCategorySchema,
});
export type EquipmentCategoryBody = z.infer<typeof equipmentCategoryContract.addBody>;
