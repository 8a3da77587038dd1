import {
  type AddServiceProviderBody,
  addServiceProviderBodySchema,
  OTHER_SPECIALITY,
  type ServiceProvider,
  type serviceProviderSchema,
  type UpdateServiceProviderBody,
  updateServiceProviderBodySchema,
} from '../../../shared/contract/service-providers';
import type { ResourceForm } from '../../common/dialogs/resourceForm';
import type { FormValuesOf } from '../../common/forms/formValues';
import { zodValidate } from '../../common/forms/zodValidate';
import { text } from '../../i18n/text';
import { ServiceProviderInputs } from './ServiceProviderInputs';

/** What the Add and Edit dialogs hold: the provider's fields with their wire names (spec §7). */
export type ServiceProviderFormValues = Omit<FormValuesOf<typeof serviceProviderSchema>, 'id'>;

/** A new provider: active, charged by the hour, nothing else set. */
export const newServiceProviderValues: ServiceProviderFormValues = {
  name: '',
  speciality: null,
  other_speciality: null,
  RatePerHour: null,
  unitName: 'hour',
  contact: null,
  isActive: true,
  imageUrl: null,
  bufferMinutes: 0,
};

export const serviceProviderFormValues = (provider: ServiceProvider): ServiceProviderFormValues => ({
  name: provider.name,
  speciality: provider.speciality,
  other_speciality: provider.other_speciality,
  RatePerHour: provider.RatePerHour,
  unitName: provider.unitName,
  contact: provider.contact,
  isActive: provider.isActive,
  imageUrl: provider.imageUrl,
  bufferMinutes: provider.bufferMinutes,
});

const validateNew = zodValidate(addServiceProviderBodySchema);
const validateUpdate = zodValidate(updateServiceProviderBodySchema);

/**
 * Spec §5: "Add service provider" checks the add rules (a speciality is required), the edit
 * form the update rules for the provider being edited.
 */
export const validateServiceProvider = (values: ServiceProviderFormValues, record?: ServiceProvider) =>
  record ? validateUpdate({ ...values, id: record.id }) : validateNew(values);

/**
 * Spec §5: submit stays disabled until a name and a speciality are given, and the custom
 * text when the speciality is Other.
 */
export const canAddServiceProvider = ({ name, speciality, other_speciality }: ServiceProviderFormValues): boolean =>
  Boolean(name?.trim()) &&
  Boolean(speciality) &&
  (speciality !== OTHER_SPECIALITY || Boolean(other_speciality?.trim()));

/** The wire bodies (spec §7): trimmed, blanks as null, no custom text unless Other. */
export const newServiceProviderBody = (values: ServiceProviderFormValues): AddServiceProviderBody =>
  addServiceProviderBodySchema.parse(values);

export const serviceProviderBody = (
  values: ServiceProviderFormValues,
  { id }: ServiceProvider,
): UpdateServiceProviderBody => updateServiceProviderBodySchema.parse({ ...values, id });

/** Spec §2 Add Provider / Edit dialogs, §8's fallbacks. */
export const serviceProviderForm: ResourceForm<ServiceProviderFormValues, ServiceProvider> = {
  Inputs: ({ creating }) => <ServiceProviderInputs specialityRequired={creating} />,
  newValues: newServiceProviderValues,
  valuesOf: serviceProviderFormValues,
  validate: validateServiceProvider,
  createBody: newServiceProviderBody,
  updateBody: serviceProviderBody,
  canCreate: canAddServiceProvider,
  texts: {
    addTitle: text.serviceProvider.addTitle,
    editTitle: text.serviceProvider.editTitle,
    added: text.serviceProvider.added,
    updated: text.serviceProvider.updated,
    addFailed: text.serviceProvider.addFailed,
    updateFailed: text.serviceProvider.updateFailed,
  },
  testId: 'service-provider',
};
