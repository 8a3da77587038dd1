import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore, { type CountingStore, type StoreCallback } from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

/**
 * Counts in Redis while it answers, in this instance's memory while it does not: a Redis outage
 * must neither switch the limits off nor refuse everyone. ioredis keeps reconnecting, and the
 * next call after it is back counts in Redis again (the memory counts of the outage are not
 * carried over: the limits are per instance for that while).
 */
class RedisOrMemoryStore implements CountingStore {
  constructor(
    private readonly redis: Redis,
    private readonly inRedis: CountingStore,
    private readonly inMemory: CountingStore,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.use('read', key, callback, timeWindow, max);
  }

  child(routeOptions: object): CountingStore {
    return new RedisOrMemoryStore(this.redis, this.inRedis.child(routeOptions), this.inMemory.child(routeOptions));
  }

  private use(method: 'incr' | 'read', key: string, callback: StoreCallback, timeWindow: number, max: number) {
    const inMemory = () => this.inMemory[method](key, callback, timeWindow, max);
    if (this.redis.status !== 'ready') return inMemory();
    this.inRedis[method](key, (err, result) => (err ? inMemory() : callback(null, result)), timeWindow, max);
  }
}

/** The store class @fastify/rate-limit's `store` option takes, over one Redis connection. */
export function redisOrMemoryStore(redis: Redis, nameSpace: string) {
  return class extends RedisOrMemoryStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitParams) {
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}

/** The plugin's settings a store is built with. */
interface RateLimitParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
