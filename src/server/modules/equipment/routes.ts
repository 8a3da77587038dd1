import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  addEquipmentBodySchema,
  equipmentIdBodySchema,
  equipmentListResponseSchema,
  equipmentResponseSchema,
  equipmentWriteResponseSchema,
  updateEquipmentBodySchema,
} from '../../../shared/contract/equipment';
import { messages } from '../../../shared/messages';
import { addEquipment, deleteEquipment, getEquipment, listEquipment, updateEquipment } from './service';
import { withOwnImageUrl } from '../files/location';

const admin = { access: ['ADMIN'] } as const;
const tags = ['equipment'];
const security = [{ bearerAuth: [] }];

/** Spec §7 Equipment, ADMIN only. */
export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: admin,
    schema: { tags, security, summary: 'Every equipment, newest first', response: { 200: equipmentListResponseSchema, ...errorResponses } },
    handler: async () => ({ data: await listEquipment(deps.db) }),
  });

  app.post('/get-equipment', {
    config: admin,
    schema: { tags, security, summary: 'One equipment', body: equipmentIdBodySchema, response: { 200: equipmentResponseSchema, ...errorResponses } },
    handler: async (request) => ({ data: await getEquipment(deps.db, request.body.equipmentId) }),
  });

  app.post('/add-equipment', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Add an equipment (stock 0 is stored as Not Available)',
      body: addEquipmentBodySchema,
      response: { 201: equipmentWriteResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await addEquipment(deps.db, withOwnImageUrl(request.body, request.host));
      return reply.code(201).send({ message: messages.equipment.added, data });
    },
  });

  app.post('/update-equipment', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Replace an equipment (stock 0 is stored as Not Available)',
      body: updateEquipmentBodySchema,
      response: { 200: equipmentWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ message: messages.equipment.updated, data: await updateEquipment(deps, withOwnImageUrl(request.body, request.host)) }),
  });

  app.post('/delete-equipment', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Delete an equipment that has no rentals; answers the deleted record',
      body: equipmentIdBodySchema,
      response: { 200: equipmentWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ message: messages.general.deleted, data: await deleteEquipment(deps, request.body.equipmentId) }),
  });
};
