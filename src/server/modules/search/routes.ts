import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import { searchQuerySchema, searchResponseSchema } from '../../../shared/contract/search';
import { requireUser } from '../../auth/requireUser';
import { vendorOf } from '../orders/routes';
import { search } from './search';

/**
 * Issue 26 "Search everywhere": the command palette's records. Like the app's other reads it has
 * no rate limit of its own; each call is one statement of indexed reads (docs/performance.md).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', {
    config: { access: ['ADMIN', 'VENDOR'] },
    schema: {
      tags: ['search'],
      security: [{ bearerAuth: [] }],
      summary:
        'Records matching any part of an id or a name, grouped by kind, a few of each: an admin finds every kind, a vendor only its own orders and products',
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const searcher = requireUser(request.user).role === 'ADMIN' ? { vendorId: null } : vendorOf(request);
      return { data: await search(app.deps.db, request.query.q, searcher) };
    },
  });
};
