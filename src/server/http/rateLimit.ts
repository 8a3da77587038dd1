import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { messages } from '../../shared/messages';
import type { Config } from '../config';
import { redisOrMemoryStore } from './rateLimitStore';

/**
 * Rate limits (declared per route with `config.rateLimit`, or `app.createRateLimit`) count in
 * memory by default; with REDIS_URL they count in Redis, so several instances share their
 * counters and a restart keeps them. While Redis does not answer, each instance counts in its own
 * memory (http/rateLimitStore.ts): an outage neither switches the limits off nor locks everyone out.
 */
export const rateLimitPlugin = fp<{ config: Config }>(async (app, { config }) => {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit store (Redis) error'));
    await redis
      .connect()
      .catch((err: unknown) =>
        app.log.warn({ err }, 'rate-limit store (Redis) unreachable; counting in memory until it answers'),
      );
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { store: redisOrMemoryStore(redis, 'backoffice-rate-limit:') } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: messages.auth.tooManyRequests,
      retryAfter: context.after,
    }),
  });
});
