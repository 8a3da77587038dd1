import { useMemo } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import type { ServiceProvider } from '../../../shared/contract/service-providers';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { saveWithToasts } from '../../common/dialogs/saveWithToasts';
import { text } from '../../i18n/text';
import { SERVICE_PROVIDER_RESOURCE } from './resourceName';
import {
  serviceProviderBody,
  serviceProviderFormValues,
  validateServiceProvider,
  type ServiceProviderFormValues,
} from './serviceProviderForm';
import { ServiceProviderInputs } from './ServiceProviderInputs';

/** Edits the row's provider; the list shows the saved record as the server returns it. */
export const ServiceProviderEditDialog = ({
  open,
  onClose,
  record,
}: {
  open: boolean;
  onClose: () => void;
  record: ServiceProvider;
}) => {
  const translate = useTranslate();
  const [update] = useUpdate();
  const defaultValues = useMemo(() => serviceProviderFormValues(record), [record]);
  const validate = useMemo(() => validateServiceProvider(record.id), [record.id]);

  const save = (values: ServiceProviderFormValues) =>
    saveWithToasts(
      { success: translate(text.serviceProvider.updated), fallback: translate(text.serviceProvider.updateFailed) },
      () =>
        update(
          SERVICE_PROVIDER_RESOURCE,
          { id: record.id, data: serviceProviderBody(record.id, values), previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
    );

  return (
    <FormDialog<ServiceProviderFormValues>
      open={open}
      onClose={onClose}
      title={translate(text.serviceProvider.editTitle)}
      defaultValues={defaultValues}
      validate={validate}
      onSubmit={save}
      testId="service-provider-edit-dialog"
    >
      <ServiceProviderInputs />
    </FormDialog>
  );
};
