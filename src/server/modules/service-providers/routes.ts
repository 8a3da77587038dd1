import {
  addServiceProviderBodySchema,
  serviceProviderIdBodySchema,
  serviceProviderSchema,
  updateServiceProviderBodySchema,
} from '../../../shared/contract/service-providers';
import { messages } from '../../../shared/messages';
import { catalogRoutes } from '../../catalog/recordRoutes';
import { serviceProviderService } from './service';

/** Spec §7 Service providers, ADMIN only. */
export const serviceProviderRoutes = catalogRoutes({
  tag: 'service-providers',
  access: ['ADMIN'],
  paths: {
    get: '/get-service-provider',
    add: '/add-service-provider',
    update: '/update-service-provider',
    delete: '/delete-service-provider',
  },
  schemas: {
    record: serviceProviderSchema,
    idBody: serviceProviderIdBodySchema,
    addBody: addServiceProviderBodySchema,
    updateBody: updateServiceProviderBodySchema,
  },
  idOf: (body) => body.serviceProviderId,
  service: serviceProviderService,
  texts: {
    added: messages.serviceProvider.added,
    updated: messages.serviceProvider.updated,
    deleted: messages.general.deleted,
  },
  summaries: {
    list: 'Every service provider, newest first',
    get: 'One service provider',
    add: 'Add a service provider',
    update: 'Replace a service provider',
    delete: 'Delete a service provider that has no bookings; answers the deleted record',
  },
});
