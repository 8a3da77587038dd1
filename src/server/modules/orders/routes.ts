import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  allOrdersBodySchema,
  orderDetailsResponseSchema,
  orderIdBodySchema,
  orderListResponseSchema,
  updateOrderBodySchema,
  updateOrderResponseSchema,
  vendorOrdersBodySchema,
  vendorOrdersQuerySchema,
} from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { forbidden } from '../../errors';
import { actorOf } from '../activity/record';
import { orderDetails } from './details';
import { listAllOrders, listVendorOrders } from './list';
import type { Viewer } from './records';
import { updateOrderStatus, type VendorActor } from './update';

/** A vendor acts on its own items, named by its token (never by the body). */
export function vendorOf(request: FastifyRequest): VendorActor {
  const { id, vendorId } = requireUser(request.user);
  if (!vendorId) throw forbidden(messages.auth.forbidden);
  return { vendorId, userId: id, by: actorOf(request) };
}

/** An admin sees every item of an order; a vendor only its own. */
const viewerOf = (request: FastifyRequest): Viewer =>
  requireUser(request.user).role === 'ADMIN' ? { vendorId: null } : { vendorId: vendorOf(request).vendorId };

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

/** Spec §7 Orders: the admin's material orders, the vendor's orders and its status updates, and an order's details with its history. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post('/all-orders', {
    config: { access: ['ADMIN'], cached: true },
    schema: {
      tags,
      security,
      summary: 'A page of every order, newest first, optionally of one status, with the counters of every status',
      body: allOrdersBodySchema,
      response: { 200: orderListResponseSchema, ...errorResponses },
    },
    handler: async (request) => listAllOrders(deps.db, request.body),
  });

  app.post('/all-vendor-orders', {
    config: { access: ['VENDOR'], cached: true },
    schema: {
      tags,
      security,
      summary:
        "A page of the orders holding the signed-in vendor's items (only those items), newest first, optionally of one status (its first item's), with its counters",
      body: vendorOrdersBodySchema,
      querystring: vendorOrdersQuerySchema,
      response: { 200: orderListResponseSchema, ...errorResponses },
    },
    handler: async (request) => listVendorOrders(deps.db, vendorOf(request).vendorId, request.body, request.query),
  });

  app.post('/update-order', {
    config: { access: ['VENDOR'] },
    schema: {
      tags,
      security,
      summary:
        "Set the status of the signed-in vendor's items of an order; the order's status, the counters and the history follow. Answers the vendor's view of the order",
      body: updateOrderBodySchema,
      response: { 200: updateOrderResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: messages.order.updated,
      data: await updateOrderStatus(deps.db, vendorOf(request), request.body),
    }),
  });

  app.post('/order-details', {
    config: { access: ['ADMIN', 'VENDOR'] },
    schema: {
      tags,
      security,
      summary: 'One order (a vendor: only its items, and only if it holds some) with its status history, oldest first',
      body: orderIdBodySchema,
      response: { 200: orderDetailsResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await orderDetails(deps.db, request.body.orderId, viewerOf(request)),
    }),
  });
};
