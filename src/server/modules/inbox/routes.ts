import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorResponses, messageSchema } from '../../../shared/contract/common';
import {
  inboxListBodySchema,
  inboxListResponseSchema,
  inboxMarkAllBodySchema,
  inboxMarkReadBodySchema,
  inboxUnreadResponseSchema,
  messageVendorBodySchema,
} from '../../../shared/contract/inbox';
import { messages } from '../../../shared/messages';
import { requireVendorId } from '../../auth/requireUser';
import type { Listen } from '../../db/listen';
import { openInboxFeed } from './feed';
import { listEvents, markAllRead, markRead, messageVendor, unreadCount } from './service';
import { openStream } from './stream';

const m = messages.inbox;
const tags = ['inbox'];
const security = [{ bearerAuth: [] }];
/** A vendor's own inbox: admins have none (they write to it through message-vendor). */
const vendor = { access: ['VENDOR'] } as const;

export interface InboxRouteOptions {
  /** Where `vendor_feed` is heard; without it (scripts) a stream hears news on its heartbeat only. */
  notifications: Listen | undefined;
}

/** Issue 26: a vendor's inbox, its unread count, marking read, and its live event stream. */
export const inboxRoutes: FastifyPluginAsyncZod<InboxRouteOptions> = async (app, { notifications }) => {
  const { db } = app.deps;
  const feed = await openInboxFeed(db, notifications, app.log);
  const streams = new Set<() => void>();
  const endStreams = () => {
    for (const end of streams) end();
  };
  // Streams never end by themselves: a stop ends them first (clients reconnect to another instance).
  app.onDrain(endStreams);
  app.addHook('preClose', async () => endStreams());
  app.addHook('onClose', () => feed.close());

  app.post('/list', {
    config: vendor,
    schema: {
      tags,
      security,
      summary: "The vendor's inbox, newest first, 20 a page (`before`: the `next` of the page shown)",
      body: inboxListBodySchema,
      response: { 200: inboxListResponseSchema, ...errorResponses },
    },
    handler: async (request) => listEvents(db, requireVendorId(request.user), request.body),
  });

  app.get('/unread-count', {
    config: vendor,
    schema: {
      tags,
      security,
      summary: "How many of the vendor's events are unread",
      response: { 200: inboxUnreadResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: { unread: await unreadCount(db, requireVendorId(request.user)) } }),
  });

  app.post('/mark-read', {
    config: vendor,
    schema: {
      tags,
      security,
      summary: "Mark one of the vendor's events read (another vendor's is not found)",
      body: inboxMarkReadBodySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await markRead(db, requireVendorId(request.user), request.body.id);
      return { message: m.markRead };
    },
  });

  app.post('/mark-all-read', {
    config: vendor,
    schema: {
      tags,
      security,
      summary: "Mark the vendor's unread events read, up to `upTo` (a `seq`) when given",
      body: inboxMarkAllBodySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await markAllRead(db, requireVendorId(request.user), request.body);
      return { message: m.markedAllRead };
    },
  });

  app.post('/message-vendor', {
    config: { access: ['ADMIN'] },
    schema: {
      tags,
      security,
      summary: "Send a message to one vendor's inbox",
      body: messageVendorBodySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await messageVendor(db, request.body);
      return { message: m.messageSent };
    },
  });

  app.get('/stream', {
    config: vendor,
    // A HEAD would open a stream with no body to send.
    exposeHeadRoute: false,
    schema: {
      tags,
      security,
      summary:
        'Server-Sent Events for the signed-in vendor: `inbox` (an event, its id the `seq`), `changed` (a list of the vendor to refresh), `ready` (the `seq` a new stream starts after), heartbeats. Send Last-Event-ID to get what was missed; the stream ends after 15 minutes, reconnect with a current token',
      headers: z.object({
        'last-event-id': z
          .string()
          .regex(/^\d{1,15}$/)
          .optional(),
      }),
      produces: ['text/event-stream'],
      response: {
        200: z.undefined().meta({ type: 'string', description: 'The events, text/event-stream' }),
        400: apiErrorSchema,
        401: apiErrorSchema,
        403: apiErrorSchema,
      },
    },
    handler: (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      const end = openStream(reply.raw, {
        db,
        feed,
        log: request.log,
        vendorId: requireVendorId(request.user),
        after: lastEventId === undefined ? undefined : Number(lastEventId),
      });
      streams.add(end);
      reply.raw.once('close', () => streams.delete(end));
    },
  });
};
