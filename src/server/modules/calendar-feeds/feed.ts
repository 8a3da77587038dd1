import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { equipment, serviceProviders } from '../../db/schema';
import { bookingBufferEnd, turnaroundEnd } from './buffers';
import { type IcsEvent, writeCalendar } from './ics';
import { type FeedRecord, recordsOf } from './records';
import { calendarFeeds } from './table';
import { fill } from './texts';

const m = messages.calendarFeeds;

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
  turnaroundDays: number;
  bufferMinutes: number;
}

/** The live (not revoked) feed of a token's hash, with its subject's name and buffer; prepared once per database. */
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
        turnaroundDays: sql<number>`coalesce(${equipment.turnaroundDays}, 0)`.mapWith(Number),
        bufferMinutes: sql<number>`coalesce(${serviceProviders.bufferMinutes}, 0)`.mapWith(Number),
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

const shortId = (id: string) => id.slice(-8);
const withCustomer = (summary: string, record: FeedRecord) =>
  record.customer === null ? summary : fill(m.withCustomer, { summary, customer: record.customer });

/** A record's event and, when its subject keeps time free after it, the buffer's own event (same status). */
function eventsOf(
  kind: 'rental' | 'booking',
  record: FeedRecord,
  summary: string,
  bufferSummary: string,
  bufferEnd: Date | null,
): IcsEvent[] {
  const base = { stamp: record.stamp, sequence: record.sequence, status: record.status };
  const event: IcsEvent = {
    ...base,
    uid: `${kind}-${record.id}@${UID_DOMAIN}`,
    start: record.start,
    end: record.end,
    summary: withCustomer(summary, record),
    description: fill(m.reference, { id: shortId(record.id) }),
  };
  if (!bufferEnd) return [event];
  const buffer: IcsEvent = {
    ...base,
    uid: `${kind}-${record.id}-buffer@${UID_DOMAIN}`,
    start: record.end,
    end: bufferEnd,
    summary: bufferSummary,
    description: fill(m.bufferAfter, {
      kind: kind === 'rental' ? m.rentalKind : m.bookingKind,
      id: shortId(record.id),
    }),
  };
  return [event, buffer];
}

/** The feed's events: its equipment's rentals with their turnarounds, or its provider's bookings with their buffers. */
async function feedEvents(db: Db, feed: LiveFeed): Promise<IcsEvent[]> {
  if (feed.equipmentId) {
    const rentals = await recordsOf(db, 'rental', feed.equipmentId, feed.includeNames);
    const equipmentName = feed.name;
    const turnaround = fill(m.turnaround, { equipment: equipmentName });
    return rentals.flatMap((rental) =>
      eventsOf(
        'rental',
        rental,
        fill(m.rental, { qty: String(rental.qty), equipment: equipmentName }),
        turnaround,
        turnaroundEnd(rental.end, feed.turnaroundDays),
      ),
    );
  }
  if (feed.serviceProviderId) {
    const bookings = await recordsOf(db, 'booking', feed.serviceProviderId, feed.includeNames);
    const summary = fill(m.booking, { provider: feed.name });
    const buffer = fill(m.bookingBuffer, { provider: feed.name });
    return bookings.flatMap((booking) =>
      eventsOf('booking', booking, summary, buffer, bookingBufferEnd(booking.end, feed.bufferMinutes)),
    );
  }
  return [];
}

export interface RenderedFeed {
  body: string;
  /** A strong validator from the body's bytes: the same text, the same tag, on any instance. */
  etag: string;
}

/** The feed's ICS text and its ETag. */
export async function renderFeed(db: Db, feed: LiveFeed): Promise<RenderedFeed> {
  const body = writeCalendar({
    name: fill(m.calendarName, { name: feed.name, label: feed.label }),
    refreshMinutes: REFRESH_MINUTES,
    events: await feedEvents(db, feed),
  });
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
