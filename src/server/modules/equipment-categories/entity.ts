import { asc, sql } from 'drizzle-orm';
import { equipmentCategoryContract } from '../../../shared/contract/equipment-categories';
import { messages } from '../../../shared/messages';
import { refusalBy } from '../../db/pgError';
import { equipmentCategories } from '../../db/schema';
import { recordEntity } from '../../entity/recordEntity';
import { conflict } from '../../errors';

const m = messages.equipmentCategory;

/**
 * Issue 29: equipment categories (ADMIN), by name, unique whatever their case. A pickup copies
 * the checklist into its report, so editing one never rewrites a past report; deleting one
 * leaves its equipment without a category (the foreign key sets it to null).
 */
export const equipmentCategoryEntity = recordEntity(equipmentCategoryContract)({
  table: equipmentCategories,
  access: { manage: ['ADMIN'] },
  texts: { added: m.added, updated: m.updated, deleted: m.deleted, notFound: m.notFound },
  activity: { entity: 'equipment-categories' },
  sample: (n) => ({ name: `Earthmoving ${n}`, checklist: ['Bucket teeth', 'Hydraulic hoses'], meterKind: 'hours' }),
  orderBy: [asc(sql`lower(${equipmentCategories.name})`), asc(equipmentCategories.name)],
  refine: refusalBy('equipment_categories_name_lower_idx', () => conflict(m.nameTaken, { name: m.nameTaken })),
  export: {
    headers: {
      id: messages.exports.id,
      name: m.columnName,
      checklist: m.columnChecklist,
      meterKind: m.columnMeter,
    },
  },
  summaries: {
    list: 'Every equipment category, by name',
    add: 'Create an equipment category with its checklist and meter (names are unique whatever their case)',
    update: 'Replace an equipment category; past condition reports keep the checklist they were made with',
    delete: 'Delete an equipment category; its equipment keeps no category; answers the deleted record',
  },
});
