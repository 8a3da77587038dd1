import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contract/common';
import { vendorDashboardResponseSchema } from '../../../shared/contract/dashboard';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { forbidden } from '../../errors';
import { vendorDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/vendor-dashboard', {
    config: { access: ['VENDOR'] },
    schema: {
      tags: ['dashboard'],
      summary: "The signed-in vendor's month: orders, revenue, trends and listed products",
      security: [{ bearerAuth: [] }],
      response: { 200: vendorDashboardResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request) => {
      const { vendorId } = requireUser(request.user);
      if (!vendorId) throw forbidden(messages.auth.forbidden);
      return { data: await vendorDashboard(app.deps.db, vendorId) };
    },
  });
};
