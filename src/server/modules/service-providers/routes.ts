import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contract/common';
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

const admin = { access: ['ADMIN'] } as const;
const tags = ['service-providers'];
const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Spec §7 Service providers, ADMIN only. */
export const serviceProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: admin,
    schema: { tags, security, summary: 'Every service provider, newest first', response: { 200: serviceProviderListResponseSchema, ...errors } },
    handler: async () => ({ data: await listServiceProviders(deps.db) }),
  });

  app.post('/get-service-provider', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'One service provider',
      body: serviceProviderIdBodySchema,
      response: { 200: serviceProviderResponseSchema, ...errors },
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
      response: { 201: serviceProviderWriteResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const data = await addServiceProvider(deps.db, request.body);
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
      response: { 200: serviceProviderWriteResponseSchema, ...errors },
    },
    handler: async (request) => ({ message: messages.serviceProvider.updated, data: await updateServiceProvider(deps, request.body) }),
  });

  app.post('/delete-service-provider', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Delete a service provider that has no bookings; answers the deleted record',
      body: serviceProviderIdBodySchema,
      response: { 200: serviceProviderWriteResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: messages.general.deleted,
      data: await deleteServiceProvider(deps, request.body.serviceProviderId),
    }),
  });
};
