import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../shared/contract/auth';
import { apiErrorSchema } from '../../shared/contract/common';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database probe',
      response: { 200: healthResponseSchema, 503: apiErrorSchema },
    },
    handler: async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' as const };
    },
  });
};
