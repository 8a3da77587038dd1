import { Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { Category } from '../../../shared/contract/categories';
import { ResourceList } from '../../common/list/ResourceList';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';
import { categoryForm } from './categoryForm';

/** Spec §2 "Categories": the product categories, with Add / Edit / Delete. */
export const CategoryList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      texts={text.category}
      sort={{ field: 'name', order: 'ASC' }}
      deleteDescription={({ name }) =>
        `${translate(text.category.deleteConfirm, { name })} ${translate(text.category.deleteKeepsProducts)}`
      }
      form={categoryForm}
    >
      <FunctionField<Category>
        label={translate(text.category.columnImage)}
        render={(category) => <Thumbnail src={category.imageUrl} alt={category.name} />}
      />
      <TextField source="name" label={translate(text.category.columnName)} fontWeight={500} />
      <FunctionField<Category>
        source="description"
        label={translate(text.category.columnDescription)}
        render={({ description }) => (
          <Typography variant="body2" noWrap title={description} sx={{ maxWidth: 420 }}>
            {description}
          </Typography>
        )}
      />
    </ResourceList>
  );
};
