import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { METER_KINDS } from '../../../shared/contract/equipment-categories';
import { text } from '../../i18n/text';
import { meterLabels } from './meterLabels';

/** The fields of the Add and Edit dialogs: name, the checklist a line an item, the meter. */
export const EquipmentCategoryInputs = () => {
  const translate = useTranslate();
  const t = text.equipmentCategory;
  return (
    <>
      <TextInput source="name" label={translate(t.name)} isRequired autoFocus />
      <TextInput
        source="checklist"
        label={translate(t.checklist)}
        helperText={translate(t.checklistHint)}
        multiline
        minRows={4}
      />
      <SelectInput
        source="meterKind"
        label={translate(t.meterKind)}
        choices={METER_KINDS.map((kind) => ({ id: kind, name: translate(meterLabels[kind]) }))}
        translateChoice={false}
        isRequired
      />
    </>
  );
};
