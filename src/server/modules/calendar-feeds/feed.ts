import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { equipment, serviceProviders } from '../../db/schema';
import { type IcsEvent, writeCalendar } from './ics';
import { type FeedRecord, recordsOf } from './records';
import { calendarFeeds } from './table';
import { template } from './texts';

const m = messages.calendarFeeds;
/** The feed's texts, each split once (texts.ts). */
const texts = {
  calendarName: template(m.calendarName),
  rental: template(m.rental),
  booking: template(m.booking),
  withCustomer: template(m.withCustomer),
  turnaround: template(m.turnaround),
  bookingBuffer: template(m.bookingBuffer),
  reference: template(m.reference),
  bufferAfter: template(m.bufferAfter),
};

/** What calendar apps are told about polling: every 15 minutes (most poll on their own schedule anyway). */
const REFRESH_MINUTES = 15;
/** A fetch is noted (`last_fetched_at`) at most this often, so polling is not a write per fetch. */
const FETCH_NOTE_MS = 5 * 60_000;
/**
 * The domain part of the events' UIDs (RFC 5545 §3.8.4.7): ids are UUIDs, unique anywhere. Short,
 * so a UID line needs no folding.
 */
const UID_DOMAIN = 'backoffice';

/** A live feed found by its token's hash, with what its events need of its subject. */
interface LiveFeed {
  id: string;
  label: string;
  includeNames: boolean;
  lastFetchedAt: Date | null;
  equipmentId: string | null;
  serviceProviderId: string | null;
  /** The equipment's or the provider's name. */
  name: string;
}

/** The live (not revoked) feed of a token's hash, with its subject's name; prepared once per database. */
const liveFeedStatement = (db: Db) =>
  preparedOnce(db, 'calendar_feed_live', () =>
    db
      .select({
        id: calendarFeeds.id,
        label: calendarFeeds.label,
        includeNames: calendarFeeds.includeNames,
        lastFetchedAt: calendarFeeds.lastFetchedAt,
        equipmentId: calendarFeeds.equipmentId,
        serviceProviderId: calendarFeeds.serviceProviderId,
        name: sql<string>`coalesce(${equipment.name}, ${serviceProviders.name})`,
      })
      .from(calendarFeeds)
      .leftJoin(equipment, eq(equipment.id, calendarFeeds.equipmentId))
      .leftJoin(serviceProviders, eq(serviceProviders.id, calendarFeeds.serviceProviderId))
      .where(and(eq(calendarFeeds.tokenHash, sql.placeholder('tokenHash')), isNull(calendarFeeds.revokedAt)))
      .prepare('calendar_feed_live'),
  );

/** The live feed of a token's hash, or undefined: unknown and revoked look the same. */
export async function liveFeedOf(db: Db, tokenHash: string): Promise<LiveFeed | undefined> {
  const [feed] = await liveFeedStatement(db).execute({ tokenHash });
  return feed;
}

/** Notes that the feed was fetched, unless that was noted within FETCH_NOTE_MS. */
export async function noteFetch(db: Db, feed: LiveFeed, now = Date.now()): Promise<void> {
  if (feed.lastFetchedAt && now - feed.lastFetchedAt.getTime() < FETCH_NOTE_MS) return;
  await db.update(calendarFeeds).set({ lastFetchedAt: sql`now()` }).where(eq(calendarFeeds.id, feed.id));
}

/** What a feed's events share: the kind's UID prefix and the texts of its subject. */
interface Shown {
  kind: 'rental' | 'booking';
  /** The record's summary, without its customer. */
  summaryOf: (record: FeedRecord) => string;
  bufferSummary: string;
}

/**
 * Adds a record's event to `events` and, when it holds its subject past its end (the held rule's
 * turnaround or buffer), that time's own event (same status). Pushed, not returned in arrays: a
 * feed has a thousand records.
 */
function addEvents(events: IcsEvent[], shown: Shown, record: FeedRecord): void {
  const { kind } = shown;
  const id = record.id.slice(-8);
  const summary = shown.summaryOf(record);
  events.push({
    uid: `${kind}-${record.id}@${UID_DOMAIN}`,
    start: record.start,
    end: record.end,
    stamp: record.stamp,
    sequence: record.sequence,
    status: record.status,
    summary: record.customer === null ? summary : texts.withCustomer({ summary, customer: record.customer }),
    description: texts.reference({ id }),
  });
  if (record.heldUntil <= record.end) return;
  events.push({
    uid: `${kind}-${record.id}-buffer@${UID_DOMAIN}`,
    start: record.end,
    end: record.heldUntil,
    stamp: record.stamp,
    sequence: record.sequence,
    status: record.status,
    summary: shown.bufferSummary,
    description: texts.bufferAfter({ kind: kind === 'rental' ? m.rentalKind : m.bookingKind, id }),
  });
}

/** An equipment's texts: a rental's summary names its quantity (made once per quantity). */
function rentalTexts(feed: LiveFeed): Shown {
  const byQty = new Map<number, string>();
  return {
    kind: 'rental',
    summaryOf: ({ qty }) => {
      let summary = byQty.get(qty);
      if (summary === undefined) {
        summary = texts.rental({ qty: String(qty), equipment: feed.name });
        byQty.set(qty, summary);
      }
      return summary;
    },
    bufferSummary: texts.turnaround({ equipment: feed.name }),
  };
}

/** A provider's texts: every booking's summary is the same. */
function bookingTexts(feed: LiveFeed): Shown {
  const summary = texts.booking({ provider: feed.name });
  return {
    kind: 'booking',
    summaryOf: () => summary,
    bufferSummary: texts.bookingBuffer({ provider: feed.name }),
  };
}

/** The feed's events: its equipment's rentals with their turnarounds, or its provider's bookings with their buffers. */
async function feedEvents(db: Db, feed: LiveFeed): Promise<IcsEvent[]> {
  const subject = feed.equipmentId
    ? { kind: 'rental' as const, id: feed.equipmentId, shown: rentalTexts(feed) }
    : feed.serviceProviderId
      ? { kind: 'booking' as const, id: feed.serviceProviderId, shown: bookingTexts(feed) }
      : null;
  if (!subject) return [];
  const events: IcsEvent[] = [];
  for (const record of await recordsOf(db, subject.kind, subject.id, feed.includeNames))
    addEvents(events, subject.shown, record);
  return events;
}

export interface RenderedFeed {
  /** The ICS text in UTF-8: encoded once, for the tag and for the answer. */
  body: Buffer;
  /** A strong validator from the body's bytes: the same text, the same tag, on any instance. */
  etag: string;
}

/** The feed's ICS text and its ETag. */
export async function renderFeed(db: Db, feed: LiveFeed): Promise<RenderedFeed> {
  const text = writeCalendar({
    name: texts.calendarName({ name: feed.name, label: feed.label }),
    refreshMinutes: REFRESH_MINUTES,
    events: await feedEvents(db, feed),
  });
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * Whether a request's If-None-Match names this ETag, so a 304 answers it (RFC 9110 §13.1.2: weak
 * comparison, a list, or `*` for any).
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
