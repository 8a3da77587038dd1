import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { equipment, serviceProviders } from '../../db/schema';
import { keptEvents, type WrittenEvents } from './events';
import { CALENDAR_END, calendarHead, eventsText, type IcsEvent } from './ics';
import { type FeedRecord, recordsOf, recordsVersion } from './records';
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

/** What a feed shows: its equipment's rentals with their turnarounds, or its provider's bookings with their buffers. */
function subjectOf(feed: LiveFeed) {
  if (feed.equipmentId) return { kind: 'rental' as const, id: feed.equipmentId, shown: rentalTexts(feed) };
  if (feed.serviceProviderId)
    return { kind: 'booking' as const, id: feed.serviceProviderId, shown: bookingTexts(feed) };
  return null;
}

/** The VEVENTs of a subject's records, read and written afresh. */
async function writeEvents(db: Db, feed: LiveFeed, subject: NonNullable<ReturnType<typeof subjectOf>>) {
  const events: IcsEvent[] = [];
  for (const record of await recordsOf(db, subject.kind, subject.id, feed.includeNames))
    addEvents(events, subject.shown, record);
  return eventsText(events);
}

const NO_EVENTS: WrittenEvents = { text: Buffer.alloc(0), sha256: createHash('sha256').digest() };
const END = Buffer.from(CALENDAR_END, 'utf8');

/**
 * A feed's subject's events: read and written only when the version of what it shows (records.ts)
 * or its name differ from those of the events kept (events.ts). Every feed of a subject with
 * names, or without, shows the same events; only the calendar's name is the feed's.
 */
async function subjectEvents(db: Db, feed: LiveFeed): Promise<WrittenEvents> {
  const subject = subjectOf(feed);
  if (!subject) return NO_EVENTS;
  const version = await recordsVersion(db, subject.kind, subject.id, feed.includeNames);
  const inputs = JSON.stringify([version, feed.name]);
  return keptEvents(db, `${subject.kind}:${subject.id}:${feed.includeNames}`, inputs, () =>
    writeEvents(db, feed, subject),
  );
}

export interface RenderedFeed {
  /** The ICS text in UTF-8. */
  body: Buffer;
  /**
   * A strong validator made from the body's bytes (its head, and its events' SHA-256): the same
   * text, the same tag, on any instance.
   */
  etag: string;
}

/** The feed's ICS text and its ETag. */
export async function renderFeed(db: Db, feed: LiveFeed): Promise<RenderedFeed> {
  const head = Buffer.from(
    calendarHead({ name: texts.calendarName({ name: feed.name, label: feed.label }), refreshMinutes: REFRESH_MINUTES }),
    'utf8',
  );
  const events = await subjectEvents(db, feed);
  const etag = createHash('sha256').update(head).update(events.sha256).digest('base64url');
  return { body: Buffer.concat([head, events.text, END]), etag: `"${etag}"` };
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
