import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  acceptRequestBodySchema,
  acceptRequestResponseSchema,
  rejectRequestBodySchema,
  rejectRequestResponseSchema,
  sellerRequestListSchema,
  sellerRequestsQuerySchema,
} from '../../../shared/contract/seller-requests';
import { messages } from '../../../shared/messages';
import { noStore } from '../../http/noStore';
import { logSecurityEvent } from '../../http/securityEvents';
import { actorOf } from '../activity/record';
import { acceptSellerRequest } from './accept';
import { listSellerRequests, rejectSellerRequest } from './service';

const tags = ['seller-requests'];
const security = [{ bearerAuth: [] }];
const config = { access: ['ADMIN'] } as const;

/** Spec §7 Seller requests: requests to sell on the marketplace, and the admin's decision. ADMIN only. */
export const sellerRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: { ...config, cached: true },
    schema: {
      tags,
      security,
      summary: 'A page of requests (page from 1), newest first, optionally of one status',
      querystring: sellerRequestsQuerySchema,
      response: { 200: sellerRequestListSchema, ...errorResponses },
    },
    handler: async (request) => listSellerRequests(deps.db, request.query),
  });

  app.post('/accept-request', {
    config,
    // The generated password exists only in this answer: no cache may keep it (nor a refusal).
    onSend: noStore,
    schema: {
      tags,
      security,
      summary:
        'Accept a PENDING request: creates the vendor account (which must change its password at first sign-in) and profile from the fields sent; answers the generated password, shown only here',
      body: acceptRequestBodySchema,
      response: { 200: acceptRequestResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const password = await acceptSellerRequest(deps.db, request.body, actorOf(request));
      logSecurityEvent(request, 'seller-request-accepted', {
        targetId: request.body.requestId,
        email: request.body.email,
      });
      return { message: messages.sellerRequest.created, password };
    },
  });

  app.post('/reject-request', {
    config,
    schema: {
      tags,
      security,
      summary: 'Reject a PENDING request',
      body: rejectRequestBodySchema,
      response: { 200: rejectRequestResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await rejectSellerRequest(deps.db, request.body.requestId, actorOf(request));
      logSecurityEvent(request, 'seller-request-rejected', { targetId: request.body.requestId });
      return { message: messages.sellerRequest.rejected };
    },
  });
};
