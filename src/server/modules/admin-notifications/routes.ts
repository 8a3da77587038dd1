import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNotificationListSchema,
  adminNotificationWrittenSchema,
  revertNotificationBodySchema,
  sendNotificationBodySchema,
} from '../../../shared/contract/admin-notifications';
import { errorResponses } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { actorOf } from '../activity/record';
import { listAdminNotifications, revertAdminNotification, sendAdminNotification } from './service';

const tags = ['admin-notifications'];
const security = [{ bearerAuth: [] }];
const config = { access: ['ADMIN'] } as const;

/** Spec §7 Notifications: broadcasts to every customer, ADMIN only. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/', {
    config: { ...config, cached: true },
    schema: {
      tags,
      security,
      summary: 'Every broadcast, newest first, with the customers each reached',
      response: { 200: adminNotificationListSchema, ...errorResponses },
    },
    handler: async () => ({ data: await listAdminNotifications(deps.db) }),
  });

  app.post('/send', {
    config,
    schema: {
      tags,
      security,
      summary: 'Broadcast a notification: stored once and delivered to every customer, all or nothing',
      body: sendNotificationBodySchema,
      response: { 201: adminNotificationWrittenSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await sendAdminNotification(deps.db, request.body, {
        ...actorOf(request),
        id: requireUser(request.user).id,
      });
      return reply.status(201).send({ message: messages.notification.sent, data });
    },
  });

  app.post('/revert', {
    config,
    schema: {
      tags,
      security,
      summary: 'Delete a broadcast and every delivery of it, all or nothing; answers the deleted broadcast',
      body: revertNotificationBodySchema,
      response: { 200: adminNotificationWrittenSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: messages.notification.reverted,
      data: await revertAdminNotification(deps.db, request.body.adminNotificationId, actorOf(request)),
    }),
  });
};
