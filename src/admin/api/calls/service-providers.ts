import {
  serviceProviderListResponseSchema,
  serviceProviderResponseSchema,
  serviceProviderWriteResponseSchema,
} from '../../../shared/contract/service-providers';
import type { Endpoints } from '../endpoints';
import { wholeList } from './wholeList';

/** Spec §7 Service providers. */
export const serviceProviderCalls: Endpoints = {
  getList: wholeList('/service-providers', serviceProviderListResponseSchema),
  getOne: {
    method: 'POST',
    path: '/service-providers/get-service-provider',
    body: ({ id }) => ({ serviceProviderId: id }),
    read: (body) => serviceProviderResponseSchema.parse(body).data,
  },
  create: {
    method: 'POST',
    path: '/service-providers/add-service-provider',
    body: ({ data }) => data,
    read: (body) => serviceProviderWriteResponseSchema.parse(body).data,
  },
  update: {
    method: 'POST',
    path: '/service-providers/update-service-provider',
    body: ({ id, data }) => ({ ...data, id }),
    read: (body) => serviceProviderWriteResponseSchema.parse(body).data,
  },
  delete: {
    method: 'POST',
    path: '/service-providers/delete-service-provider',
    body: ({ id }) => ({ serviceProviderId: id }),
    read: (body) => serviceProviderWriteResponseSchema.parse(body).data,
  },
};
