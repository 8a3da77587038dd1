import { z } from 'zod';
import { type EquipmentCategory, equipmentCategoryFields } from '../../../shared/contract/equipment-categories';
import { resourceFormOf } from '../../common/dialogs/resourceFormOf';
import { text } from '../../i18n/text';
import { EquipmentCategoryInputs } from './EquipmentCategoryInputs';

/** The checklist is typed one item a line; blank lines are dropped, then the contract's rules apply. */
const checklistLines = z
  .string()
  .nullable()
  .transform((lines) => (lines ?? '').split('\n').flatMap((line) => (line.trim() ? [line.trim()] : [])))
  .pipe(equipmentCategoryFields.checklist);

const equipmentCategoryFormSchema = z.object({ ...equipmentCategoryFields, checklist: checklistLines });

/** Add / Edit Equipment Category: name, checklist (a line an item) and meter. */
export const equipmentCategoryForm = resourceFormOf<typeof equipmentCategoryFormSchema, EquipmentCategory>({
  schema: equipmentCategoryFormSchema,
  Inputs: EquipmentCategoryInputs,
  newValues: { name: '', checklist: '', meterKind: 'none' },
  valuesOf: (category) => ({
    name: category.name,
    checklist: category.checklist.join('\n'),
    meterKind: category.meterKind,
  }),
  texts: { ...text.equipmentCategory, saveFailed: text.equipmentCategory.addFailed },
  testId: 'equipment-category',
});
