import { FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import type { VendorAccount } from '../../../shared/contract/vendors';
import { CatalogList } from '../../common/list/CatalogList';
import { ResponsiveDatagrid } from '../../common/list/ResponsiveDatagrid';
import { OnOffChip } from '../../common/OnOffChip';
import { text } from '../../i18n/text';
import { VendorAccessAction } from './VendorAccessAction';
import { VendorMessageAction } from './VendorMessageAction';

const COLUMNS = 8;

/** Every vendor with its business contact and products; an admin may message, suspend or reinstate one. */
export const VendorList = () => {
  const translate = useTranslate();
  const title = translate(text.vendor.title);
  return (
    <CatalogList
      title={title}
      breadcrumb={title}
      loadErrorTitle={translate(text.vendor.loadError)}
      emptyTitle={translate(text.vendor.empty)}
      columns={COLUMNS}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ResponsiveDatagrid
        actions={
          <>
            <VendorMessageAction />
            <VendorAccessAction />
          </>
        }
      >
        <TextField source="name" label={translate(text.vendor.columnShop)} fontWeight={500} />
        <TextField source="ownerName" label={translate(text.vendor.columnOwner)} sortable={false} emptyText="—" />
        <TextField source="email" label={translate(text.vendor.columnEmail)} />
        <TextField source="mobile" label={translate(text.vendor.columnMobile)} sortable={false} emptyText="—" />
        <TextField source="city" label={translate(text.vendor.columnCity)} emptyText="—" />
        <NumberField source="productsCount" label={translate(text.vendor.columnProducts)} />
        <FunctionField<VendorAccount>
          source="canSignIn"
          label={translate(text.vendor.columnStatus)}
          render={({ canSignIn }) => (
            <OnOffChip
              on={canSignIn}
              onLabel={translate(text.vendor.active)}
              offLabel={translate(text.vendor.suspended)}
              offColor="error"
              testId="vendor-status"
            />
          )}
        />
      </ResponsiveDatagrid>
    </CatalogList>
  );
};
