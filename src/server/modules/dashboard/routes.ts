import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contract/common';
import { adminDashboardResponseSchema, vendorDashboardResponseSchema } from '../../../shared/contract/dashboard';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { forbidden } from '../../errors';
import { adminDashboard } from './admin';
import { foldSalesDaysPlugin } from './foldDays';
import { vendorDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(foldSalesDaysPlugin);

  app.get('/vendor-dashboard', {
    config: { access: ['VENDOR'], cached: true },
    schema: {
      tags: ['dashboard'],
      summary:
        "The signed-in vendor's month: orders, revenue, trends and listed products; its months' revenue, latest orders and variants low on stock",
      security: [{ bearerAuth: [] }],
      response: { 200: vendorDashboardResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request) => {
      const { vendorId } = requireUser(request.user);
      if (!vendorId) throw forbidden(messages.auth.forbidden);
      return { data: await vendorDashboard(app.deps.db, vendorId) };
    },
  });

  app.get('/admin-dashboard', {
    config: { access: ['ADMIN'], cached: true },
    schema: {
      tags: ['dashboard'],
      summary:
        "The marketplace today and this month against the period before, what waits today, variants low on stock and the months' revenue",
      security: [{ bearerAuth: [] }],
      response: { 200: adminDashboardResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async () => ({ data: await adminDashboard(app.deps.db) }),
  });
};
