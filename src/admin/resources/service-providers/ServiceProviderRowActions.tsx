import { useTranslate } from 'react-admin';
import { EditDeleteActions } from '../../common/list/EditDeleteActions';
import { text } from '../../i18n/text';
import { serviceProviderForm } from './serviceProviderForm';

/** The Actions cell of a provider row (spec §2: Edit, Delete). */
export const ServiceProviderRowActions = () => {
  const translate = useTranslate();
  return (
    <EditDeleteActions
      form={serviceProviderForm}
      deleteDescription={({ name }) => translate(text.serviceProvider.deleteConfirm, { name })}
    />
  );
};
