import {
  addServiceProviderBodySchema,
  OTHER_SPECIALITY,
  updateServiceProviderBodySchema,
  type AddServiceProviderBody,
  type ServiceProvider,
  type serviceProviderSchema,
  type UpdateServiceProviderBody,
} from '../../../shared/contract/service-providers';
import type { FormValuesOf } from '../../common/forms/formValues';
import { zodValidate } from '../../common/forms/zodValidate';

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
});

/** Spec §5 "Add service provider": the contract's add rules (a speciality is required). */
export const validateNewServiceProvider = zodValidate(addServiceProviderBodySchema);

const validateUpdate = zodValidate(updateServiceProviderBodySchema);

/** Spec §5 "Service provider edit form": the update rules, for the provider being edited. */
export const validateServiceProvider = (id: ServiceProvider['id']) => (values: object) =>
  validateUpdate({ ...values, id });

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

export const serviceProviderBody = (id: ServiceProvider['id'], values: ServiceProviderFormValues): UpdateServiceProviderBody =>
  updateServiceProviderBodySchema.parse({ ...values, id });
