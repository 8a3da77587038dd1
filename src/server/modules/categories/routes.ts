import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryIdBodySchema,
  categoryListResponseSchema,
  categoryWriteResponseSchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '../../../shared/contract/categories';
import { errorResponses } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service';
import { withOwnImageUrl } from '../files/location';

const admin = { access: ['ADMIN'] } as const;
const tags = ['categories'];
const security = [{ bearerAuth: [] }];

/** Spec §7 Categories: ADMIN manages them; vendors read the list for the product form. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: { access: ['ADMIN', 'VENDOR'] },
    schema: { tags, security, summary: 'Every category, by name', response: { 200: categoryListResponseSchema, ...errorResponses } },
    handler: async () => ({ data: await listCategories(deps.db) }),
  });

  app.post('/create', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Create a category (names are unique whatever their case)',
      body: createCategoryBodySchema,
      response: { 201: categoryWriteResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await createCategory(deps.db, withOwnImageUrl(request.body, request.host));
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
      response: { 200: categoryWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ message: messages.category.updated, data: await updateCategory(deps, withOwnImageUrl(request.body, request.host)) }),
  });

  app.post('/delete', {
    config: admin,
    schema: {
      tags,
      security,
      summary: 'Delete a category; its products become Uncategorized; answers the deleted record',
      body: categoryIdBodySchema,
      response: { 200: categoryWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ message: messages.category.deleted, data: await deleteCategory(deps, request.body.id) }),
  });
};
