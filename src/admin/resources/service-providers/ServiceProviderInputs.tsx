import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import {
  CONTACT_LENGTH,
  MAX_BUFFER_MINUTES,
  MIN_RATE,
  SERVICE_PROVIDER_UNITS,
  SPECIALITIES,
} from '../../../shared/constants';
import { ImageUploadInput } from '../../common/forms/ImageUploadInput';
import { text } from '../../i18n/text';
import { OtherSpecialityInput } from './OtherSpecialityInput';

const specialityChoices = SPECIALITIES.map((speciality) => ({ id: speciality, name: speciality }));
const unitChoices = SERVICE_PROVIDER_UNITS.map((unit) => ({ id: unit, name: unit }));

/**
 * The fields of the Add and Edit dialogs (spec §5 "Service provider edit form"); the Add
 * dialog requires a speciality, the edit form does not.
 */
export const ServiceProviderInputs = ({ specialityRequired = false }: { specialityRequired?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label={translate(text.serviceProvider.name)} isRequired autoFocus />
      <SelectInput
        source="speciality"
        label={translate(text.serviceProvider.speciality)}
        choices={specialityChoices}
        translateChoice={false}
        isRequired={specialityRequired}
      />
      <OtherSpecialityInput />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <NumberInput source="RatePerHour" label={translate(text.serviceProvider.rate)} min={MIN_RATE} step={0.01} />
        <SelectInput
          source="unitName"
          label={translate(text.serviceProvider.unitName)}
          choices={unitChoices}
          translateChoice={false}
          isRequired
        />
      </Stack>
      <TextInput
        source="contact"
        label={translate(text.serviceProvider.contact)}
        type="tel"
        slotProps={{ htmlInput: { minLength: CONTACT_LENGTH, maxLength: CONTACT_LENGTH, inputMode: 'numeric' } }}
      />
      <NumberInput
        source="bufferMinutes"
        label={translate(text.serviceProvider.bufferMinutes)}
        helperText={translate(text.serviceProvider.bufferHelp)}
        min={0}
        max={MAX_BUFFER_MINUTES}
        step={5}
      />
      <BooleanInput source="isActive" label={translate(text.serviceProvider.isActive)} />
      <ImageUploadInput source="imageUrl" />
    </>
  );
};
