import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { InboxChanged } from '../../../shared/contract/inbox';
import type { Db } from '../../db/client';
import type { Listen } from '../../db/listen';
import { pollListChanges } from './listChanges';

/** Where inbox_add() announces a vendor's news (migration inbox_triggers). */
export const VENDOR_FEED_CHANNEL = 'vendor_feed';

/** What one notification says: a vendor's new last `seq`. */
const noticeSchema = z.object({ vendorId: z.string(), seq: z.number() });

export interface FeedListener {
  /** The vendor's events up to `seq` are committed: read them from the table. */
  onEvents(seq: number): void;
  onChanged(change: InboxChanged): void;
  /** The feed was not heard for a while (a dropped LISTEN): read the table now. */
  onResume(): void;
}

export interface InboxFeed {
  /** Hears one vendor's news until the returned function is called. */
  subscribe(vendorId: string, listener: FeedListener): () => void;
  close(): Promise<void>;
}

/**
 * One LISTEN a server instance on `vendor_feed`, fanned out to the vendors' open streams of this
 * instance. A notification only says what to read: the rows come from the table, so a
 * notification missed (while the LISTEN is down, or a write the embedded database's session gave
 * to another connection) costs a delay until the next read, never an event. Without `listen`
 * (scripts) a stream hears its news on its heartbeat. The lists' changes come from
 * `list_changes` (listChanges.ts), read by this instance twice a second.
 */
export async function openInboxFeed(db: Db, listen: Listen | undefined, log: FastifyBaseLogger): Promise<InboxFeed> {
  const listeners = new Map<string, Set<FeedListener>>();
  const all = () => [...listeners.values()].flatMap((set) => [...set]);
  const stopPolling = pollListChanges(
    db,
    () => listeners.size > 0,
    (vendorId, change) => {
      for (const each of listeners.get(vendorId) ?? []) each.onChanged(change);
    },
    log,
  );
  const listener = await listen?.(VENDOR_FEED_CHANNEL, {
    onNotify(payload) {
      const notice = noticeSchema.safeParse(safeJson(payload));
      if (!notice.success) return log.warn({ payload }, 'unreadable vendor_feed notification');
      for (const each of listeners.get(notice.data.vendorId) ?? []) each.onEvents(notice.data.seq);
    },
    onChange(listening) {
      if (listening) for (const each of all()) each.onResume();
    },
  });
  return {
    subscribe(vendorId, each) {
      const set = listeners.get(vendorId) ?? new Set();
      listeners.set(vendorId, set);
      set.add(each);
      return () => {
        set.delete(each);
        if (set.size === 0) listeners.delete(vendorId);
      };
    },
    close: async () => {
      stopPolling();
      await listener?.close();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
