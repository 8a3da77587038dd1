import { TextInput, useTranslate } from 'react-admin';
import { ImageUploadInput } from '../../common/forms/ImageUploadInput';
import { text } from '../../i18n/text';

/** The fields of the Add and Edit dialogs (spec §5 "Category"); the image can be removed. */
export const CategoryInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label={translate(text.category.name)} isRequired autoFocus />
      <TextInput source="description" label={translate(text.category.description)} isRequired multiline minRows={2} />
      <ImageUploadInput source="imageUrl" />
    </>
  );
};
