import { FunctionField, useTranslate } from 'react-admin';
import type { ServiceProvider } from '../../../shared/contract/service-providers';
import { calendarFeedsAction } from '../../common/calendar-feeds/calendarFeedsAction';
import { ImageName } from '../../common/ImageName';
import { ResourceList } from '../../common/list/ResourceList';
import { text } from '../../i18n/text';
import { ServiceProviderStatusBadge } from './ServiceProviderStatusBadge';
import { serviceProviderForm } from './serviceProviderForm';
import { rateText, specialityText } from './serviceProviderText';

/** Spec §2 "Service Providers": the table of trade service providers, with Add / Edit / Delete. */
export const ServiceProviderList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      texts={text.serviceProvider}
      sort={{ field: 'name', order: 'ASC' }}
      form={serviceProviderForm}
      moreActions={[calendarFeedsAction<ServiceProvider>('service-provider', translate(text.calendarFeeds.open))]}
    >
      <FunctionField<ServiceProvider>
        source="name"
        label={translate(text.serviceProvider.columnProvider)}
        render={(provider) => <ImageName src={provider.imageUrl} name={provider.name} />}
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
    </ResourceList>
  );
};
