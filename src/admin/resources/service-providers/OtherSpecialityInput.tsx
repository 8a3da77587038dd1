import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { OTHER_SPECIALITY } from '../../../shared/contract/service-providers';
import { text } from '../../i18n/text';

/**
 * Spec §5: the custom speciality, asked for only when Other is chosen. A text left behind by
 * another choice is dropped from the body (the contract's transform), so it needs no clearing.
 */
export const OtherSpecialityInput = () => {
  const translate = useTranslate();
  const speciality: unknown = useWatch({ name: 'speciality' });
  if (speciality !== OTHER_SPECIALITY) return null;
  return <TextInput source="other_speciality" label={translate(text.serviceProvider.otherSpeciality)} isRequired />;
};
