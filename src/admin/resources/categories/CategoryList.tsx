import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, TextField, useTranslate, WrapperField } from 'react-admin';
import type { Category } from '../../../shared/contract/categories';
import { ResourceCreateDialog } from '../../common/dialogs/ResourceCreateDialog';
import { CatalogList } from '../../common/list/CatalogList';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';
import { CategoryRowActions } from './CategoryRowActions';
import { categoryForm } from './categoryForm';

const COLUMNS = 4;

/** Spec §2 "Categories": the product categories, with Add / Edit / Delete. */
export const CategoryList = () => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const title = translate(text.category.title);

  return (
    <>
      <CatalogList
        title={title}
        breadcrumb={title}
        loadErrorTitle={translate(text.category.loadError)}
        emptyTitle={translate(text.category.empty)}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate(text.category.add)}
          </Button>
        }
        columns={COLUMNS}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
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
          <WrapperField label={translate(text.general.actions)} textAlign="right">
            <CategoryRowActions />
          </WrapperField>
        </Datagrid>
      </CatalogList>
      <ResourceCreateDialog form={categoryForm} open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
