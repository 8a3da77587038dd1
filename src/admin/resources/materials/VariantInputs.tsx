import { Stack } from '@mui/material';
import { NumberInput, TextInput, useTranslate } from 'react-admin';
import { MIN_STOCK, MIN_UNIT_PRICE } from '../../../shared/constants';
import { ImageUploadInput } from '../../common/forms/ImageUploadInput';
import { text } from '../../i18n/text';

/** The fields of the Add and Edit Variant dialogs (spec §2 "Variant dialog", §5 "Variant"). */
export const VariantInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <ImageUploadInput source="imageUrl" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {/* The browser's colour picker; it always holds a colour, black at first. */}
        <TextInput source="color" type="color" label={translate(text.variant.color)} isRequired sx={{ width: 120 }} />
        <TextInput source="size" label={translate(text.variant.size)} isRequired autoFocus />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <NumberInput
          source="unitPrice"
          label={translate(text.variant.unitPrice)}
          min={MIN_UNIT_PRICE}
          step={0.01}
          isRequired
        />
        <TextInput source="unitName" label={translate(text.variant.unitName)} isRequired />
        <NumberInput source="stock" label={translate(text.variant.stock)} min={MIN_STOCK} step={1} isRequired />
      </Stack>
    </>
  );
};
