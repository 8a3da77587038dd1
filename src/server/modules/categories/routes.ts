import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryIdBodySchema,
  categoryListResponseSchema,
  categoryWriteResponseSchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '../../../shared/contract/categories';
import { apiErrorSchema } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service';

const admin = { access: ['ADMIN'] } as const;
const tags = ['categories'];
const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Spec §7 Categories: ADMIN manages them; vendors read the list for the product form. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: { access: ['ADMIN', 'VENDOR'] },
    schema: { tags, security, summary: 'Every category, by name', response: { 200: categoryListResponseSchema, ...errors } },
    handler: async () => ({ data: await listCategories(deps.db) }),
  });

  app.post('/create', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Create a category (names are unique whatever their case)',
      body: createCategoryBodySchema,
      response: { 201: categoryWriteResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const data = await createCategory(deps.db, request.body);
      return reply.code(201).send({ message: messages.category.created, data });
    },
  });

  app.post('/update', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Replace a category',
      body: updateCategoryBodySchema,
      response: { 200: categoryWriteResponseSchema, ...errors },
    },
    handler: async (request) => ({ message: messages.category.updated, data: await updateCategory(deps, request.body) }),
  });

  app.post('/delete', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Delete a category; its products become Uncategorized; answers the deleted record',
      body: categoryIdBodySchema,
      response: { 200: categoryWriteResponseSchema, ...errors },
    },
    handler: async (request) => ({ message: messages.category.deleted, data: await deleteCategory(deps, request.body.id) }),
  });
};
