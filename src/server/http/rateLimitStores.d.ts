/**
 * @fastify/rate-limit's own stores, imported to be wrapped (http/rateLimitStore.ts). The package
 * types its store interface without `read`, and does not type these modules at all.
 */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  export type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

  /** What both stores implement: count a key (`incr`) or look at it (`read`), per limiter (`child`). */
  export interface CountingStore {
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: object): CountingStore;
  }

  export default class RedisStore implements CountingStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: object): CountingStore;
  }
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { CountingStore, StoreCallback } from '@fastify/rate-limit/store/RedisStore.js';

  export default class LocalStore implements CountingStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: object): CountingStore;
  }
}
