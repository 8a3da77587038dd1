import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  addServiceProviderBodySchema,
  serviceProviderIdBodySchema,
  serviceProviderListResponseSchema,
  serviceProviderResponseSchema,
  serviceProviderWriteResponseSchema,
  updateServiceProviderBodySchema,
} from '../../../shared/contract/service-providers';
import { messages } from '../../../shared/messages';
import {
  addServiceProvider,
  deleteServiceProvider,
  getServiceProvider,
  listServiceProviders,
  updateServiceProvider,
} from './service';
import { withOwnImageUrl } from '../files/location';

const admin = { access: ['ADMIN'] } as const;
const tags = ['service-providers'];
const security = [{ bearerAuth: [] }];

/** Spec §7 Service providers, ADMIN only. */
export const serviceProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: admin,
    schema: { tags, security, summary: 'Every service provider, newest first', response: { 200: serviceProviderListResponseSchema, ...errorResponses } },
    handler: async () => ({ data: await listServiceProviders(deps.db) }),
  });

  app.post('/get-service-provider', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'One service provider',
      body: serviceProviderIdBodySchema,
      response: { 200: serviceProviderResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await getServiceProvider(deps.db, request.body.serviceProviderId) }),
  });

  app.post('/add-service-provider', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Add a service provider',
      body: addServiceProviderBodySchema,
      response: { 201: serviceProviderWriteResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await addServiceProvider(deps.db, withOwnImageUrl(request.body, request.host));
      return reply.code(201).send({ message: messages.serviceProvider.added, data });
    },
  });

  app.post('/update-service-provider', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Replace a service provider',
      body: updateServiceProviderBodySchema,
      response: { 200: serviceProviderWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ message: messages.serviceProvider.updated, data: await updateServiceProvider(deps, withOwnImageUrl(request.body, request.host)) }),
  });

  app.post('/delete-service-provider', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Delete a service provider that has no bookings; answers the deleted record',
      body: serviceProviderIdBodySchema,
      response: { 200: serviceProviderWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: messages.general.deleted,
      data: await deleteServiceProvider(deps, request.body.serviceProviderId),
    }),
  });
};
