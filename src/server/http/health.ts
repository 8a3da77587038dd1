import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../shared/contract/auth';
import { apiErrorSchema } from '../../shared/contract/common';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { sendUnavailable } from './errors';

export const healthRoutes: FastifyPluginAsyncZod<{ probe: Db }> = async (app, { probe }) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database probe',
      response: { 200: healthResponseSchema, 503: apiErrorSchema },
    },
    handler: async (request, reply) => {
      try {
        await probe.execute(sql`select 1`);
      } catch (err) {
        // Whatever the failure, a probe must hear "not ready" (503), never a 500.
        request.log.warn({ err }, 'health: database unavailable');
        return sendUnavailable(reply, messages.general.databaseUnavailable);
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  });
};
