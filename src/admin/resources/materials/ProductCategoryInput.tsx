import { ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';

/** The API lists categories whole (spec §7), so every one of them is a choice, not react-admin's first 25. */
const ALL = Number.MAX_SAFE_INTEGER;

/** Spec §2 Product dialog: Uncategorized (no category, sent as null) or one of GET /categories. */
export const ProductCategoryInput = () => {
  const translate = useTranslate();
  return (
    <ReferenceInput
      source="productCategoryId"
      reference="categories"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={ALL}
    >
      <SelectInput
        label={translate(text.product.category)}
        optionText="name"
        emptyText={translate(text.product.uncategorized)}
        translateChoice={false}
        // No category reads 'Uncategorized' in the closed select too, not a blank.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
    </ReferenceInput>
  );
};
