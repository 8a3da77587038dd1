import { TextInput, useTranslate } from 'react-admin';
import { InformationInput } from '../../common/forms/InformationInput';
import { text } from '../../i18n/text';
import { KeywordsInput } from './KeywordsInput';
import { ProductCategoryInput } from './ProductCategoryInput';

/** The fields of the Add and Edit Product dialogs (spec §2 "Product dialog", §5 "Product"). */
export const ProductInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label={translate(text.product.name)} isRequired autoFocus />
      <TextInput source="description" label={translate(text.product.description)} multiline minRows={2} />
      <ProductCategoryInput />
      <KeywordsInput source="keywords" />
      <InformationInput source="information" />
    </>
  );
};
