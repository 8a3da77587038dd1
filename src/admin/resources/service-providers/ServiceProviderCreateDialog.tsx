import { useCreate, useTranslate } from 'react-admin';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { saveWithToasts } from '../../common/dialogs/saveWithToasts';
import { text } from '../../i18n/text';
import { SERVICE_PROVIDER_RESOURCE } from './resourceName';
import {
  canAddServiceProvider,
  newServiceProviderBody,
  newServiceProviderValues,
  validateNewServiceProvider,
  type ServiceProviderFormValues,
} from './serviceProviderForm';
import { ServiceProviderInputs } from './ServiceProviderInputs';

/** Spec §5 "Add service provider", §8: the server's message, else 'Failed to add service provider'. */
export const ServiceProviderCreateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [create] = useCreate();

  const save = (values: ServiceProviderFormValues) =>
    saveWithToasts(
      { success: translate(text.serviceProvider.added), fallback: translate(text.serviceProvider.addFailed) },
      () => create(SERVICE_PROVIDER_RESOURCE, { data: newServiceProviderBody(values) }, { returnPromise: true }),
    );

  return (
    <FormDialog<ServiceProviderFormValues>
      open={open}
      onClose={onClose}
      title={translate(text.serviceProvider.addTitle)}
      defaultValues={newServiceProviderValues}
      validate={validateNewServiceProvider}
      onSubmit={save}
      canSubmit={canAddServiceProvider}
      testId="service-provider-create-dialog"
    >
      <ServiceProviderInputs specialityRequired />
    </FormDialog>
  );
};
