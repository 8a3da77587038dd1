import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { MATERIALS_DEFAULT_PAGE_SIZE, MATERIALS_PAGE_SIZES } from '../../../shared/constants';
import type { Product } from '../../../shared/contract/products';
import { useSession } from '../../api/AdminApiContext';
import { ImportButton } from '../../common/import/ImportButton';
import { ResourceList } from '../../common/list/ResourceList';
import { text } from '../../i18n/text';
import { DescriptionPreview } from './DescriptionPreview';
import { KeywordBadges } from './KeywordBadges';
import { productForm } from './productForm';
import { VariantCards } from './VariantCards';
import { AddVariantDialog } from './VariantFormDialog';
import { VariantsBulkAction } from './VariantsBulkAction';
import { VariantsToggle } from './VariantsToggle';

/**
 * Spec §2 "Materials": the products (a vendor's own; an admin's of every vendor, so with the
 * vendor's name), paged by the server, each with its variants beneath it.
 */
export const MaterialList = () => {
  const translate = useTranslate();
  const { user } = useSession();
  return (
    <ResourceList
      texts={text.product}
      // Spec §6: the only role shown the Add Product button.
      canAdd={user?.role === 'VENDOR'}
      toolbarActions={user?.role === 'VENDOR' ? <ImportButton kind="products" /> : undefined}
      pager={{
        sizes: MATERIALS_PAGE_SIZES,
        perPage: MATERIALS_DEFAULT_PAGE_SIZE,
        label: translate(text.product.perPage),
      }}
      form={productForm}
      moreActions={[
        { label: translate(text.variant.add), icon: <AddIcon fontSize="small" />, Dialog: AddVariantDialog },
      ]}
      deleteErrorPrefix={false}
      expand={<VariantCards />}
      // Issue 28: a vendor edits the prices and stock of its products' variants in bulk.
      bulkActions={user?.role === 'VENDOR' ? <VariantsBulkAction /> : undefined}
    >
      <FunctionField<Product>
        label={translate(text.product.columnProduct)}
        render={({ name }) => (
          <Typography variant="body2" fontWeight={500}>
            {name}
          </Typography>
        )}
      />
      {user?.role === 'ADMIN' ? (
        <FunctionField<Product> label={translate(text.product.columnVendor)} render={({ vendor }) => vendor.name} />
      ) : null}
      <FunctionField<Product>
        label={translate(text.product.columnCategory)}
        render={({ productCategory }) => productCategory?.name ?? translate(text.product.uncategorized)}
      />
      <FunctionField<Product>
        label={translate(text.product.columnDescription)}
        render={({ description }) => <DescriptionPreview description={description} />}
      />
      <FunctionField<Product>
        label={translate(text.product.columnKeywords)}
        render={({ keywords }) => <KeywordBadges keywords={keywords} />}
      />
      <FunctionField<Product>
        label={translate(text.product.columnVariants)}
        render={(product) => <VariantsToggle product={product} />}
      />
    </ResourceList>
  );
};
