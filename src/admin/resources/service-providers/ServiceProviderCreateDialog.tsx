import { useCreate, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { errorMessage } from '../../api/errors';
import { FormDialog } from '../../common/dialogs/FormDialog';
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

  const save = async (values: ServiceProviderFormValues) => {
    try {
      await create(SERVICE_PROVIDER_RESOURCE, { data: newServiceProviderBody(values) }, { returnPromise: true });
    } catch (error) {
      toast.error(errorMessage(error, translate(text.serviceProvider.addFailed)));
      throw error;
    }
    toast.success(translate(text.serviceProvider.added));
  };

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
