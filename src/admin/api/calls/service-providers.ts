import {
  serviceProviderListResponseSchema,
  serviceProviderResponseSchema,
  serviceProviderWriteResponseSchema,
} from '../../../shared/contract/service-providers';
import { recordCalls } from './recordCalls';

/** Spec §7 Service providers. */
export const serviceProviderCalls = recordCalls({
  base: '/service-providers',
  paths: {
    getOne: '/get-service-provider',
    create: '/add-service-provider',
    update: '/update-service-provider',
    delete: '/delete-service-provider',
  },
  idKey: 'serviceProviderId',
  list: serviceProviderListResponseSchema,
  one: serviceProviderResponseSchema,
  written: serviceProviderWriteResponseSchema,
});
