import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { EquipmentCategory } from '../../../shared/contract/equipment-categories';
import { ResourceList } from '../../common/list/ResourceList';
import { text } from '../../i18n/text';
import { equipmentCategoryForm } from './equipmentCategoryForm';
import { meterLabels } from './meterLabels';

const t = text.equipmentCategory;

/** Issue 29: the kinds of equipment, each with its checklist and meter, with Add / Edit / Delete. */
export const EquipmentCategoryList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      texts={t}
      sort={{ field: 'name', order: 'ASC' }}
      deleteDescription={({ name }) => translate(t.deleteConfirm, { name })}
      form={equipmentCategoryForm}
    >
      <TextField source="name" label={translate(t.columnName)} fontWeight={500} />
      <FunctionField<EquipmentCategory>
        label={translate(t.columnChecklist)}
        render={({ checklist }) => translate(t.itemsCount, { smart_count: checklist.length })}
      />
      <FunctionField<EquipmentCategory>
        label={translate(t.columnMeter)}
        render={({ meterKind }) => translate(meterLabels[meterKind])}
      />
    </ResourceList>
  );
};
