import { Stack } from '@mui/material';
import { NumberInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { EQUIPMENT_UNITS, MAX_TURNAROUND_DAYS, MIN_RATE, MIN_STOCK } from '../../../shared/constants';
import { ImageUploadInput } from '../../common/forms/ImageUploadInput';
import { InformationInput } from '../../common/forms/InformationInput';
import { text } from '../../i18n/text';
import { EquipmentStatusInput } from './EquipmentStatusInput';

const unitChoices = EQUIPMENT_UNITS.map((unit) => ({ id: unit, name: unit }));

/** The fields of the Add and Edit dialogs (spec §5 "Equipment edit form"). */
export const EquipmentInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label={translate(text.equipment.name)} isRequired autoFocus />
      <TextInput source="description" label={translate(text.equipment.description)} multiline minRows={2} />
      <ImageUploadInput source="imageUrl" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <NumberInput
          source="dailyRate"
          label={translate(text.equipment.dailyRate)}
          min={MIN_RATE}
          step={0.01}
          isRequired
        />
        <SelectInput
          source="unitName"
          label={translate(text.equipment.unitName)}
          choices={unitChoices}
          translateChoice={false}
          isRequired
        />
        <NumberInput source="stock" label={translate(text.equipment.stock)} min={MIN_STOCK} step={1} isRequired />
      </Stack>
      <NumberInput
        source="turnaroundDays"
        label={translate(text.equipment.turnaroundDays)}
        helperText={translate(text.equipment.turnaroundHelp)}
        min={0}
        max={MAX_TURNAROUND_DAYS}
        step={1}
      />
      <EquipmentStatusInput />
      {/* Issue 29: its kind, whose checklist and meter its handovers use. */}
      <ReferenceInput source="categoryId" reference="equipment-categories" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput
          label={translate(text.equipment.category)}
          optionText="name"
          emptyText={translate(text.equipment.noCategory)}
        />
      </ReferenceInput>
      <InformationInput source="information" />
    </>
  );
};
