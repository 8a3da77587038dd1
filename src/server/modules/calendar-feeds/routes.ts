import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedListResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarFeedsQuerySchema,
  createCalendarFeedBodySchema,
  createdCalendarFeedResponseSchema,
  FEED_FETCHES_PER_MINUTE,
  revokeCalendarFeedBodySchema,
} from '../../../shared/contract/calendar-feeds';
import { apiErrorSchema, errorResponses } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { HttpError, notFound } from '../../errors';
import { logSecurityEvent } from '../../http/securityEvents';
import { isNotModified, liveFeedOf, noteFetch, renderFeed } from './feed';
import { createFeed, listFeeds, revokeFeed } from './service';
import { feedTokenHash, isFeedToken } from './token';

const m = messages.calendarFeeds;
const tags = ['calendar-feeds'];
const security = [{ bearerAuth: [] }];
const admins = { access: ['ADMIN'] } as const;

/**
 * What a feed answer may be kept as: by the calendar app only (`private`: the URL is a secret,
 * and a shared cache would outlive a revocation), and checked with the server before each use
 * (`no-cache`), which its ETag makes a 304 of a few bytes while nothing changed.
 */
const FEED_CACHE_CONTROL = 'private, no-cache';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** Per feed, by the token's hash: the rate-limit store (memory or Redis) never holds a token. */
const perFeed = (request: FastifyRequest) => `calendar-feed:${feedTokenHash((request as TokenRequest).params.token)}`;

/** Issue 29 "Calendar feeds": an admin creates, lists and revokes feeds; calendar apps fetch them by their secret URL. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: admins,
    schema: {
      tags,
      security,
      summary: "An equipment's or a service provider's calendar feeds, newest first, revoked ones included",
      querystring: calendarFeedsQuerySchema,
      response: { 200: calendarFeedListResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await listFeeds(db, request.query) }),
  });

  app.post('/', {
    config: admins,
    schema: {
      tags,
      security,
      summary: 'Create a calendar feed; the answer holds its secret path, shown this once (only its hash is kept)',
      body: createCalendarFeedBodySchema,
      response: { 201: createdCalendarFeedResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const feed = await createFeed(db, requireUser(request.user), request.body);
      logSecurityEvent(request, 'calendar-feed-created', { targetId: feed.id });
      // The path holds the token: no cache along the way may keep this answer.
      return reply.status(201).header('cache-control', 'no-store').send({ message: m.created, data: feed });
    },
  });

  app.post('/revoke', {
    config: admins,
    schema: {
      tags,
      security,
      summary: 'Revoke a calendar feed: its URL answers 404 from now on',
      body: revokeCalendarFeedBodySchema,
      response: { 200: calendarFeedResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const feed = await revokeFeed(db, requireUser(request.user), request.body.id);
      logSecurityEvent(request, 'calendar-feed-revoked', { targetId: feed.id });
      return { message: m.revoked, data: feed };
    },
  });

  app.get('/:token.ics', {
    config: {
      access: 'public',
      rateLimit: {
        max: FEED_FETCHES_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: perFeed,
        errorResponseBuilder: () => new HttpError(429, m.tooManyFetches),
      },
    },
    schema: {
      tags,
      summary:
        "A calendar feed (text/calendar, RFC 5545) at its secret URL: the subject's confirmed and cancelled rentals or bookings from 90 days ago on, and the time kept free after them. ETag / If-None-Match; an unknown or revoked token answers 404",
      params: calendarFeedParamsSchema,
      produces: ['text/calendar'],
      response: {
        // Sent as the bytes the ETag was made from (never through the JSON writer: not JSON).
        200: z
          .custom<Buffer>((value) => Buffer.isBuffer(value))
          .meta({ type: 'string', description: 'The feed, text/calendar; charset=utf-8' }),
        304: z.undefined().meta({ description: 'Not modified: the If-None-Match tag is the current one' }),
        404: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { token } = request.params;
      const feed = isFeedToken(token) ? await liveFeedOf(db, feedTokenHash(token)) : undefined;
      if (!feed) throw notFound(m.notFound);
      const [{ body, etag }] = await Promise.all([renderFeed(db, feed), noteFetch(db, feed)]);
      reply.header('etag', etag).header('cache-control', FEED_CACHE_CONTROL);
      if (isNotModified(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  });
};
