import { TextInput, useTranslate } from 'react-admin';
import { PINCODE_LENGTH } from '../../../shared/constants';
import { text } from '../../i18n/text';

const t = text.sellerRequest;

/** The vendor account's fields (spec §5 "Accept-vendor form"); the pincode takes at most 6 characters. */
export const AcceptRequestInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label={translate(t.shopName)} isRequired autoFocus />
      <TextInput source="ownerName" label={translate(t.ownerName)} isRequired />
      <TextInput source="email" label={translate(t.email)} type="email" isRequired />
      <TextInput source="mobile" label={translate(t.mobile)} type="tel" isRequired />
      <TextInput source="address" label={translate(t.address)} isRequired multiline />
      <TextInput source="city" label={translate(t.city)} isRequired />
      <TextInput source="state" label={translate(t.state)} isRequired />
      <TextInput
        source="pincode"
        label={translate(t.pincode)}
        isRequired
        slotProps={{ htmlInput: { maxLength: PINCODE_LENGTH, inputMode: 'numeric' } }}
      />
    </>
  );
};
