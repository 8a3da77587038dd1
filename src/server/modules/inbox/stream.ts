import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { InboxChanged, InboxEvent } from '../../../shared/contract/inbox';
import { ACCESS_TOKEN_TTL_S } from '../../auth/tokens';
import type { Db } from '../../db/client';
import type { InboxFeed } from './feed';
import { eventsAfter, lastSeq } from './service';

/** A comment line this often keeps proxies and the socket's idle timeout from closing the stream. */
const HEARTBEAT_MS = 15_000;
/** How long a client waits before reconnecting (SSE `retry`). */
const RETRY_MS = 3000;
const BATCH = 100;

export interface StreamOptions {
  db: Db;
  feed: InboxFeed;
  log: FastifyBaseLogger;
  vendorId: string;
  /** The last `seq` the client saw (Last-Event-ID), or none: the stream starts from now. */
  after: number | undefined;
}

const inboxFrame = (event: InboxEvent) => `id: ${event.seq}\nevent: inbox\ndata: ${JSON.stringify(event)}\n\n`;
const changedFrame = (change: InboxChanged) => `event: changed\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * One vendor's event stream on a raw response. Rows are always read from the table after the last
 * `seq` sent: on a notification, on every heartbeat (what the feed did not hear) and first after
 * the client's Last-Event-ID, so a reconnecting client gets what it missed, in order, once. It
 * lives at most an access token's lifetime: the client then reconnects with a current token, so a
 * session ended meanwhile stops its events. Returns the function that ends it.
 */
export function openStream(response: ServerResponse, options: StreamOptions): () => void {
  const { db, feed, log, vendorId } = options;
  let sent = options.after;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let ended = false;

  const write = (frame: string) => {
    if (!ended) response.write(frame);
  };

  const readOnce = async () => {
    if (sent === undefined) {
      sent = await lastSeq(db, vendorId);
      write(`id: ${sent}\nevent: ready\ndata: {}\n\n`);
    }
    for (;;) {
      const events = await eventsAfter(db, vendorId, sent, BATCH);
      for (const event of events) write(inboxFrame(event));
      sent = events.at(-1)?.seq ?? sent;
      if (events.length < BATCH || ended) return;
    }
  };
  // One read at a time; news during a read makes one more.
  const read = () => {
    if (ended) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = readOnce()
      .catch((err: unknown) => {
        log.warn({ err }, 'inbox stream: reading failed, the client reconnects');
        end();
      })
      .finally(() => {
        reading = undefined;
        if (readAgain) {
          readAgain = false;
          read();
        }
      });
  };

  const unsubscribe = feed.subscribe(vendorId, {
    onEvents: (seq) => {
      if (sent === undefined || seq > sent) read();
    },
    onChanged: (change) => write(changedFrame(change)),
    onResume: read,
  });
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    read();
  }, HEARTBEAT_MS);
  const lifetime = setTimeout(() => end(), ACCESS_TOKEN_TTL_S * 1000);

  function end() {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    response.end();
  }
  response.once('close', end);

  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // nginx would otherwise hold the events in its buffer.
    'x-accel-buffering': 'no',
  });
  write(`retry: ${RETRY_MS}\n\n`);
  read();
  return end;
}
