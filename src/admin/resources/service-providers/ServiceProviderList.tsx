import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, useTranslate, WrapperField } from 'react-admin';
import type { ServiceProvider } from '../../../shared/contract/service-providers';
import { ResourceCreateDialog } from '../../common/dialogs/ResourceCreateDialog';
import { CatalogList } from '../../common/list/CatalogList';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';
import { ServiceProviderRowActions } from './ServiceProviderRowActions';
import { ServiceProviderStatusBadge } from './ServiceProviderStatusBadge';
import { serviceProviderForm } from './serviceProviderForm';
import { rateText, specialityText } from './serviceProviderText';

const COLUMNS = 6;

/** Spec §2 "Service Providers": the table of trade service providers, with Add / Edit / Delete. */
export const ServiceProviderList = () => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <CatalogList
        title={translate(text.serviceProvider.title)}
        breadcrumb={translate(text.serviceProvider.breadcrumb)}
        loadErrorTitle={translate(text.serviceProvider.loadError)}
        emptyTitle={translate(text.serviceProvider.empty)}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate(text.serviceProvider.add)}
          </Button>
        }
        columns={COLUMNS}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<ServiceProvider>
            source="name"
            label={translate(text.serviceProvider.columnProvider)}
            render={(provider) => (
              <Stack direction="row" spacing={1.5} alignItems="center">
                <Thumbnail src={provider.imageUrl} alt={provider.name} />
                <Typography variant="body2" fontWeight={500}>
                  {provider.name}
                </Typography>
              </Stack>
            )}
          />
          <FunctionField<ServiceProvider>
            source="speciality"
            label={translate(text.serviceProvider.columnSpeciality)}
            render={(provider) => specialityText(provider, translate)}
          />
          <FunctionField<ServiceProvider>
            source="RatePerHour"
            label={translate(text.serviceProvider.columnRate)}
            render={(provider) => rateText(provider, translate)}
          />
          <FunctionField<ServiceProvider>
            source="contact"
            label={translate(text.serviceProvider.columnContact)}
            render={({ contact }) => contact ?? translate(text.serviceProvider.noContact)}
          />
          <FunctionField<ServiceProvider>
            source="isActive"
            label={translate(text.serviceProvider.columnStatus)}
            render={({ isActive }) => <ServiceProviderStatusBadge isActive={isActive} />}
          />
          <WrapperField label={translate(text.general.actions)} textAlign="right">
            <ServiceProviderRowActions />
          </WrapperField>
        </Datagrid>
      </CatalogList>
      <ResourceCreateDialog form={serviceProviderForm} open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
