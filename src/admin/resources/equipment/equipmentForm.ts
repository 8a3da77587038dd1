import { z } from 'zod';
import { fromInformationRows, informationRowSchema, toInformationRows } from '../../../shared/contract/common';
import {
  type AddEquipmentBody,
  type Equipment,
  effectiveEquipmentStatus,
  equipmentFields,
} from '../../../shared/contract/equipment';
import type { ResourceForm } from '../../common/dialogs/resourceForm';
import type { FormValuesOf } from '../../common/forms/formValues';
import { zodValidate } from '../../common/forms/zodValidate';
import { text } from '../../i18n/text';
import { EquipmentInputs } from './EquipmentInputs';

/** Spec §5 "Equipment edit form": the contract's rules, with information edited as rows. */
export const equipmentFormSchema = z.object({ ...equipmentFields, information: z.array(informationRowSchema) });
export type EquipmentFormValues = FormValuesOf<typeof equipmentFormSchema>;

export const validateEquipment = zodValidate(equipmentFormSchema);

/** Spec §5 "Add equipment" defaults: a day rate, one in stock, Available, no information. */
export const newEquipmentValues: EquipmentFormValues = {
  name: '',
  description: '',
  imageUrl: null,
  dailyRate: null,
  unitName: 'day',
  stock: 1,
  status: 'Available',
  information: [],
  categoryId: null,
  turnaroundDays: 0,
};

export const equipmentFormValues = (equipment: Equipment): EquipmentFormValues => ({
  name: equipment.name,
  description: equipment.description,
  imageUrl: equipment.imageUrl,
  dailyRate: equipment.dailyRate,
  unitName: equipment.unitName,
  stock: equipment.stock,
  status: equipment.status,
  information: toInformationRows(equipment.information),
  categoryId: equipment.categoryId,
  turnaroundDays: equipment.turnaroundDays,
});

/**
 * The wire body of add / update (spec §7): trimmed values, information as single-pair
 * objects, and the status stock 0 forces (spec §4). Called on values validate() accepted.
 */
export const equipmentBody = (values: EquipmentFormValues): AddEquipmentBody => {
  const form = equipmentFormSchema.parse(values);
  return {
    ...form,
    status: effectiveEquipmentStatus(form.stock, form.status),
    information: fromInformationRows(form.information),
  };
};

/** Spec §2 "Add Equipment" / Edit dialogs; §5: Add stays disabled while the name is empty. */
export const equipmentForm: ResourceForm<EquipmentFormValues, Equipment> = {
  Inputs: EquipmentInputs,
  newValues: newEquipmentValues,
  valuesOf: equipmentFormValues,
  validate: validateEquipment,
  createBody: equipmentBody,
  updateBody: equipmentBody,
  canCreate: (values) => Boolean(values.name?.trim()),
  texts: {
    addTitle: text.equipment.addTitle,
    editTitle: text.equipment.editTitle,
    added: text.equipment.added,
    updated: text.equipment.updated,
    addFailed: text.equipment.addFailed,
    updateFailed: text.equipment.updateFailed,
  },
  testId: 'equipment',
};
