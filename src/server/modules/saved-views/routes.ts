import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema } from '../../../shared/contract/common';
import {
  createViewBodySchema,
  defaultViewBodySchema,
  savedViewListResponseSchema,
  savedViewResponseSchema,
  savedViewsQuerySchema,
  updateViewBodySchema,
  viewIdBodySchema,
} from '../../../shared/contract/saved-views';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { createView, deleteView, listViews, setDefaultView, updateView } from './service';

const m = messages.savedViews;
const tags = ['saved-views'];
const security = [{ bearerAuth: [] }];
/** Every signed-in staff user keeps views of the lists their role opens (the service checks the list). */
const staff = { access: ['ADMIN', 'VENDOR'] } as const;

/** Saved views of the lists (beyond the spec): stored per user, so they follow the user to any browser. */
export const savedViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: staff,
    schema: {
      tags,
      security,
      summary: "A list's views the user sees: their own and those shared with their role, theirs first",
      querystring: savedViewsQuerySchema,
      response: { 200: savedViewListResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await listViews(deps.db, requireUser(request.user), request.query.list) }),
  });

  app.post('/', {
    config: staff,
    schema: {
      tags,
      security,
      summary: "Save a list's filters, sort, columns and page size under a name (shared: admins only)",
      body: createViewBodySchema,
      response: { 200: savedViewResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: m.saved,
      data: await createView(deps.db, requireUser(request.user), request.body),
    }),
  });

  app.post('/default', {
    config: staff,
    schema: {
      tags,
      security,
      summary: 'The view the user opens a list with (one they see), or none',
      body: defaultViewBodySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await setDefaultView(deps.db, requireUser(request.user), request.body);
      return { message: request.body.viewId === null ? m.defaultUnset : m.defaultSet };
    },
  });

  app.post('/update', {
    config: staff,
    schema: {
      tags,
      security,
      summary: 'Rename, share or unshare a view, or save a new state into it (its owner only)',
      body: updateViewBodySchema,
      response: { 200: savedViewResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: m.saved,
      data: await updateView(deps.db, requireUser(request.user), request.body),
    }),
  });

  app.post('/delete', {
    config: staff,
    schema: {
      tags,
      security,
      summary: 'Delete a view (its owner only); users who opened the list with it no longer do',
      body: viewIdBodySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await deleteView(deps.db, requireUser(request.user), request.body.id);
      return { message: m.deleted };
    },
  });
};
