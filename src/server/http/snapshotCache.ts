import { sql } from 'drizzle-orm';
import type { FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';

/**
 * Answers of read routes kept while the database is unchanged. A route opts in with
 * `config: { cached: true }` when its answer depends only on the database, the request (path,
 * query, body and the signed-in user) and at most the business day (the dashboards' "today"),
 * never on a finer clock: the day is read with the snapshot and is part of what must match.
 *
 * "Unchanged" is PostgreSQL's own notion: `pg_current_snapshot()` (lowest running transaction,
 * next transaction id, the ones in progress) decides which rows a statement sees, and any commit
 * anywhere gives every later statement another one, which never comes back. So an answer stored
 * under a snapshot is served only to a request that reads the same snapshot, and it is never older
 * than that snapshot, since it was read after it; any write, through this server or not (a seed, a
 * psql session, another instance), ends its use. A hit costs one `select` like GET /health's and
 * skips the queries, the serializer and the compression; the bytes go out as the first answer
 * wrote them, encoded as that client accepts.
 */
export const SNAPSHOT_CACHE_ENTRIES = 500;
/** Larger answers are not kept: a page of a list is a few KiB. */
const MAX_BODY_BYTES = 256 * 1024;
/** The response header that says whether an answer came from the cache (for tests and curious eyes). */
export const CACHE_HEADER = 'x-snapshot-cache';

type Headers = Record<string, string | number | string[] | undefined>;
interface Stored {
  body: string | Buffer;
  /** The headers the route, its serializer and the compression set (not the ones every request gets). */
  headers: Headers;
}
interface Entry {
  snapshot: string;
  /** One answer per Accept-Encoding header as the clients sent it. */
  byEncoding: Map<string, Stored>;
}
interface Slot {
  key: string;
  snapshot: string;
  /** The headers before the route ran, to tell its own apart. */
  before: Headers;
}

declare module 'fastify' {
  interface FastifyRequest {
    snapshotSlot: Slot | null;
  }
}

const keyOf = (request: FastifyRequest) =>
  `${request.method} ${request.url}\n${request.user?.id ?? ''}\n${JSON.stringify(request.body ?? null)}`;
const encodingOf = (request: FastifyRequest) => request.headers['accept-encoding'] ?? '';
/**
 * `Cache-Control: no-cache` asks for an answer read afresh (a browser's hard reload sends it; the
 * bench, to measure what an answer costs when it is not kept); the fresh one is kept as any other.
 */
const wantsFresh = (request: FastifyRequest) => /\bno-cache\b/i.test(String(request.headers['cache-control']));
const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : ([hooks].flat() as T[]));

/**
 * Registered after the compression plugin: both add their onSend hook to each route, in order, so
 * this one stores the bytes as they go out, compressed.
 */
export const snapshotCachePlugin = fp<{ db: Db; entries?: number }>(
  async (app, { db, entries = SNAPSHOT_CACHE_ENTRIES }) => {
    const cache = new Map<string, Entry>();
    app.decorateRequest('snapshotSlot', null);

    const lookup: preHandlerHookHandler = async (request, reply) => {
      const { rows } = await db.execute<{ snapshot: string }>(
        sql`select pg_current_snapshot()::text || ' ' || business_day(now())::text as snapshot`,
      );
      const snapshot = String(rows[0]?.snapshot);
      const key = keyOf(request);
      const entry = cache.get(key);
      const stored =
        entry?.snapshot === snapshot && !wantsFresh(request) ? entry.byEncoding.get(encodingOf(request)) : undefined;
      if (stored) {
        reply.headers(stored.headers).header(CACHE_HEADER, 'hit');
        return reply.send(stored.body);
      }
      reply.header(CACHE_HEADER, 'miss');
      request.snapshotSlot = { key, snapshot, before: { ...reply.getHeaders() } };
    };

    const store: onSendHookHandler = async (request, reply, payload) => {
      const slot = request.snapshotSlot;
      if (!slot || reply.statusCode !== 200) return payload;
      if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
      if (Buffer.byteLength(payload) > MAX_BODY_BYTES) return payload;
      const all = reply.getHeaders();
      if (all['set-cookie'] !== undefined) return payload;
      const headers = Object.fromEntries(
        Object.entries(all).filter(([name, value]) => name !== CACHE_HEADER && slot.before[name] !== value),
      );
      let entry = cache.get(slot.key);
      if (entry?.snapshot !== slot.snapshot) {
        cache.delete(slot.key);
        // The oldest key goes first: a Map iterates in insertion order.
        if (cache.size >= entries) cache.delete(cache.keys().next().value as string);
        entry = { snapshot: slot.snapshot, byEncoding: new Map() };
        cache.set(slot.key, entry);
      }
      entry.byEncoding.set(encodingOf(request), { body: payload, headers });
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.cached) return;
      route.preHandler = [...asList(route.preHandler), lookup];
      route.onSend = [...asList(route.onSend), store];
    });
  },
);
