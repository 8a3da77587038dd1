import { useTranslate } from 'react-admin';
import type { ServiceProvider } from '../../../shared/contract/service-providers';
import { EditDeleteActions } from '../../common/list/EditDeleteActions';
import { text } from '../../i18n/text';
import { SERVICE_PROVIDER_RESOURCE } from './resourceName';
import { ServiceProviderEditDialog } from './ServiceProviderEditDialog';

/** The Actions cell of a provider row (spec §2: Edit, Delete). */
export const ServiceProviderRowActions = () => {
  const translate = useTranslate();
  return (
    <EditDeleteActions<ServiceProvider>
      resource={SERVICE_PROVIDER_RESOURCE}
      EditDialog={ServiceProviderEditDialog}
      deleteDescription={({ name }) => translate(text.serviceProvider.deleteConfirm, { name })}
    />
  );
};
