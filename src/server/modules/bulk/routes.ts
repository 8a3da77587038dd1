import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkEquipmentStatusBodySchema,
  bulkOrderStatusBodySchema,
  bulkResultSchema,
  bulkVariantsBodySchema,
  variantPreviewSchema,
} from '../../../shared/contract/bulk';
import { errorResponses } from '../../../shared/contract/common';
import { actorOf } from '../activity/record';
import { vendorOf } from '../orders/routes';
import { bulkEquipmentStatus } from './equipment';
import { bulkOrderStatus } from './orders';
import { applyVariants, previewVariants } from './variants';

const tags = ['bulk'];
const security = [{ bearerAuth: [] }];
const target =
  'the rows are `target.ids` (at most 1,000) or every row `target.filter` matches (at most 50,000); ids not the caller’s are refused, not changed';

/**
 * Issue 28 "Bulk actions": one change to many rows, in one transaction, each row under the
 * rules of its single edit; the answer counts the rows changed and lists those refused.
 */
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post('/order-status', {
    config: { access: ['VENDOR'] },
    schema: {
      tags,
      security,
      summary: `Set the status of the signed-in vendor's items of many orders; ${target}`,
      body: bulkOrderStatusBodySchema,
      response: { 200: bulkResultSchema, ...errorResponses },
    },
    handler: async (request) => bulkOrderStatus(deps.db, vendorOf(request), request.body),
  });

  app.post('/variants-preview', {
    config: { access: ['VENDOR'] },
    schema: {
      tags,
      security,
      summary: `Preview a price and stock change of every variant of the vendor's selected products, before → after; writes nothing; ${target}`,
      body: bulkVariantsBodySchema,
      response: { 200: variantPreviewSchema, ...errorResponses },
    },
    handler: async (request) => previewVariants(deps.db, vendorOf(request).vendorId, request.body),
  });

  app.post('/variants', {
    config: { access: ['VENDOR'] },
    schema: {
      tags,
      security,
      summary: `Change the price and stock of every variant of the vendor's selected products; a variant the change would break is refused with the rule's message; ${target}`,
      body: bulkVariantsBodySchema,
      response: { 200: bulkResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { vendorId, by } = vendorOf(request);
      return applyVariants(deps.db, vendorId, by, request.body);
    },
  });

  app.post('/equipment-status', {
    config: { access: ['ADMIN'] },
    schema: {
      tags,
      security,
      summary: `Set many equipments Available or Not Available; stock 0 cannot be Available (refused); ${target}`,
      body: bulkEquipmentStatusBodySchema,
      response: { 200: bulkResultSchema, ...errorResponses },
    },
    handler: async (request) => bulkEquipmentStatus(deps.db, actorOf(request), request.body),
  });
};
