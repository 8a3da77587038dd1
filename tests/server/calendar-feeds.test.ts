import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, equipment, serviceProviders, users } from '../../src/server/db/schema';
import { calendarFeeds } from '../../src/server/modules/calendar-feeds/table';
import {
  type CalendarFeed,
  type CreatedCalendarFeed,
  FEED_FETCHES_PER_MINUTE,
  FEED_TOKEN_PATTERN,
} from '../../src/shared/contract/calendar-feeds';
import { messages } from '../../src/shared/messages';
import { type Actor, withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectAccess, expectApiError, freshAddress, UNKNOWN_ID } from './helpers/http';
import { kolkata, kolkataDay, type ParsedEvent, parseFeed } from './helpers/ics';
import { createEquipment, createProvider, insertBooking, insertRental } from './helpers/statusRecords';

const m = messages.calendarFeeds;
const t = withTestApp();
const BASE = '/api/v1/calendar-feeds';
/** A customer name with the characters RFC 5545 escapes. */
const CUSTOMER = 'Asha Rao; Jr., site 4';
const EQUIPMENT = 'Mixer 350 L, diesel; yard B';

let customerId: string;
let equipmentId: string;
let providerId: string;
const rentals: Record<string, string> = {};
const bookings: Record<string, string> = {};
const today = kolkataDay(0);
const inTenDays = kolkataDay(10);
const tenDaysAgo = kolkataDay(-10);

async function createFeed(body: Record<string, unknown>, actor: Actor = t.admin): Promise<CreatedCalendarFeed> {
  const res = await actor.post(BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe(m.created);
  return res.json<{ data: CreatedCalendarFeed }>().data;
}

/** A calendar app's fetch: no session, an address of its own, any extra headers. */
const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers, remoteAddress: freshAddress() });

async function eventsOf(path: string): Promise<ParsedEvent[]> {
  const res = await fetchFeed(path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseFeed(res.body).events;
}

const byUid = (events: ParsedEvent[]) => new Map(events.map((event) => [event.uid, event]));
const uidOf = (kind: 'rental' | 'booking', id: string, buffer = false) =>
  `${kind}-${id}${buffer ? '-buffer' : ''}@backoffice`;

beforeAll(async () => {
  const db = t.database.db;
  customerId = await createCustomer(t.database);
  const [customer] = await db.select({ userId: customers.userId }).from(customers).where(eq(customers.id, customerId));
  await db.update(users).set({ name: CUSTOMER }).where(eq(users.id, customer!.userId));
  equipmentId = await createEquipment(t.database, { dailyRate: 1200, stock: 3, name: EQUIPMENT });
  await db.update(equipment).set({ turnaroundDays: 2 }).where(eq(equipment.id, equipmentId));
  providerId = await createProvider(t.database, 400, 'Ravi Electricals');
  await db.update(serviceProviders).set({ bufferMinutes: 30 }).where(eq(serviceProviders.id, providerId));
  const rental = (status: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED', date: string, more = {}) =>
    insertRental(t.database, { equipmentId, customerId, status, date, ...more });
  rentals.upcoming = await rental('CONFIRMED', inTenDays, { qty: 2, multiplier: 3 });
  rentals.hourly = await rental('CONFIRMED', today, { fromTime: '14:30', unitName: 'hour', multiplier: 4 });
  rentals.recent = await rental('CONFIRMED', tenDaysAgo);
  // Returned two days late with damage that kept it 3 more days in the yard.
  rentals.returned = await rental('COMPLETED', kolkataDay(-30), {
    returnedAt: `${kolkataDay(-27)} 13:00`,
    extraTurnaroundDays: 3,
  });
  rentals.cancelled = await rental('CANCELLED', kolkataDay(5));
  rentals.pending = await rental('PENDING', kolkataDay(6));
  rentals.tooOld = await rental('CONFIRMED', kolkataDay(-120));
  // Due back before the window, returned inside it: it held the equipment (and its turnaround) there.
  rentals.farLate = await rental('COMPLETED', kolkataDay(-100), { returnedAt: `${kolkataDay(-80)} 10:00` });
  const other = await createEquipment(t.database, { dailyRate: 500, stock: 1, name: 'Other' });
  rentals.otherEquipment = await insertRental(t.database, {
    equipmentId: other,
    customerId,
    status: 'CONFIRMED',
    date: inTenDays,
  });
  const booking = (status: 'PENDING' | 'CONFIRMED' | 'CANCELLED', date: string, fromTime = '10:00') =>
    insertBooking(t.database, { serviceProviderId: providerId, customerId, status, date, fromTime });
  bookings.upcoming = await booking('CONFIRMED', inTenDays, '11:15');
  bookings.cancelled = await booking('CANCELLED', kolkataDay(3));
  bookings.pending = await booking('PENDING', kolkataDay(4));
  bookings.tooOld = await booking('CONFIRMED', kolkataDay(-100));
});

describe('an equipment feed', () => {
  it('holds the confirmed and returned rentals of the window, the cancelled ones as CANCELLED, and each turnaround', async () => {
    const feed = await createFeed({ subject: 'equipment', subjectId: equipmentId, label: 'Yard office' });
    const res = await fetchFeed(feed.path);
    expect(res.statusCode, res.body).toBe(200);
    const calendar = parseFeed(res.body);
    expect(calendar.name).toBe(`${EQUIPMENT}: Yard office`);
    const events = byUid(calendar.events);
    const shown = ['upcoming', 'hourly', 'recent', 'returned', 'farLate', 'cancelled'];
    expect([...events.keys()].sort()).toEqual(
      shown.flatMap((name) => [uidOf('rental', rentals[name]!), uidOf('rental', rentals[name]!, true)]).sort(),
    );

    const upcoming = events.get(uidOf('rental', rentals.upcoming!))!;
    expect(upcoming).toMatchObject({ status: 'CONFIRMED', summary: `Rental: 2 × ${EQUIPMENT}` });
    expect(upcoming.start).toEqual(kolkata(inTenDays, '09:00:00'));
    expect(upcoming.end).toEqual(kolkata(kolkataDay(13), '09:00:00'));
    expect(upcoming.description).toBe(`Reference: ${rentals.upcoming!.slice(-8)}`);
    const turnaround = events.get(uidOf('rental', rentals.upcoming!, true))!;
    expect(turnaround).toMatchObject({ status: 'CONFIRMED', summary: `Turnaround: ${EQUIPMENT}` });
    expect(turnaround.start).toEqual(upcoming.end);
    expect(turnaround.end).toEqual(kolkata(kolkataDay(15), '09:00:00'));

    const hourly = events.get(uidOf('rental', rentals.hourly!))!;
    expect(hourly.start).toEqual(kolkata(today, '14:30:00'));
    expect(hourly.end).toEqual(kolkata(today, '18:30:00'));
    expect(events.get(uidOf('rental', rentals.returned!))!.status).toBe('CONFIRMED');
    // The held rule's span: from its late return, the equipment's 2 turnaround days and the 3 its return added.
    const serviced = events.get(uidOf('rental', rentals.returned!, true))!;
    expect(serviced.end).toEqual(kolkata(kolkataDay(-22), '13:00:00'));
    expect(events.get(uidOf('rental', rentals.cancelled!))!.status).toBe('CANCELLED');
    expect(events.get(uidOf('rental', rentals.cancelled!, true))!.status).toBe('CANCELLED');
    expect(events.get(uidOf('rental', rentals.farLate!, true))!.end).toEqual(kolkata(kolkataDay(-78), '10:00:00'));
  });

  it('shows no customer name unless the feed was created with names', async () => {
    const without = await createFeed({ subject: 'equipment', subjectId: equipmentId, label: 'Public board' });
    expect(without.includeNames).toBe(false);
    const plain = await fetchFeed(without.path);
    expect(plain.body).not.toContain('Asha');
    expect(parseFeed(plain.body).events.every((event) => !event.summary.includes('Asha'))).toBe(true);

    const named = await createFeed({
      subject: 'equipment',
      subjectId: equipmentId,
      label: 'Desk',
      includeNames: true,
    });
    const events = byUid(await eventsOf(named.path));
    expect(events.get(uidOf('rental', rentals.upcoming!))!.summary).toBe(`Rental: 2 × ${EQUIPMENT} (${CUSTOMER})`);
    // The buffer is the yard's time, not the customer's.
    expect(events.get(uidOf('rental', rentals.upcoming!, true))!.summary).toBe(`Turnaround: ${EQUIPMENT}`);
  });

  it('writes lines of at most 75 octets ending in CRLF, and stable UIDs and text from one fetch to the next', async () => {
    const feed = await createFeed({
      subject: 'equipment',
      subjectId: equipmentId,
      label: `Très long libellé ✓ ${'ॐ'.repeat(40)}`,
      includeNames: true,
    });
    const first = await fetchFeed(feed.path);
    const lines = first.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(first.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parseFeed(first.body).name).toBe(`${EQUIPMENT}: Très long libellé ✓ ${'ॐ'.repeat(40)}`);
    const second = await fetchFeed(feed.path);
    expect(second.body).toBe(first.body);
  });
});

describe('a service provider feed', () => {
  it('holds the confirmed bookings of the window, the cancelled as CANCELLED, and each buffer', async () => {
    const feed = await createFeed({ subject: 'service-provider', subjectId: providerId, label: 'Ravi' });
    const events = byUid(await eventsOf(feed.path));
    expect([...events.keys()].sort()).toEqual(
      ['upcoming', 'cancelled']
        .flatMap((name) => [uidOf('booking', bookings[name]!), uidOf('booking', bookings[name]!, true)])
        .sort(),
    );
    const upcoming = events.get(uidOf('booking', bookings.upcoming!))!;
    expect(upcoming).toMatchObject({ status: 'CONFIRMED', summary: 'Booking: Ravi Electricals' });
    expect(upcoming.start).toEqual(kolkata(inTenDays, '11:15:00'));
    expect(upcoming.end).toEqual(kolkata(inTenDays, '12:15:00'));
    const buffer = events.get(uidOf('booking', bookings.upcoming!, true))!;
    expect(buffer).toMatchObject({ start: upcoming.end, end: kolkata(inTenDays, '12:45:00') });
    expect(buffer.summary).toBe('Buffer: Ravi Electricals');
    expect(events.get(uidOf('booking', bookings.cancelled!))!.status).toBe('CANCELLED');
  });
});

describe('caching', () => {
  it('answers a strong ETag, 304 to If-None-Match naming it, and a change on the next fetch', async () => {
    const rentalId = await insertRental(t.database, { equipmentId, customerId, status: 'CONFIRMED', date: inTenDays });
    const feed = await createFeed({ subject: 'equipment', subjectId: equipmentId, label: 'Cache' });
    const first = await fetchFeed(feed.path);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetchFeed(feed.path, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await fetchFeed(feed.path, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const update = await t.admin.post('/api/v1/equipment-rentals/update-rental-order', {
      rentalId,
      status: 'CANCELLED',
    });
    expect(update.statusCode, update.body).toBe(200);
    const changed = await fetchFeed(feed.path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const event = byUid(parseFeed(changed.body).events).get(uidOf('rental', rentalId))!;
    expect(event.status).toBe('CANCELLED');
    expect(event.sequence).toBe(1);
  });

  it("writes what changed since the last fetch: a customer's name, the equipment's name and turnaround", async () => {
    const hoist = await createEquipment(t.database, {
      dailyRate: 900,
      stock: 1,
      name: 'Hoist 500 kg',
      turnaroundDays: 1,
    });
    const buyer = await createCustomer(t.database);
    const [account] = await t.database.db
      .select({ userId: customers.userId })
      .from(customers)
      .where(eq(customers.id, buyer));
    const rename = (name: string) => t.database.db.update(users).set({ name }).where(eq(users.id, account!.userId));
    await rename('Meera Das');
    const rentalId = await insertRental(t.database, {
      equipmentId: hoist,
      customerId: buyer,
      status: 'CONFIRMED',
      date: inTenDays,
    });
    const desk = await createFeed({ subject: 'equipment', subjectId: hoist, label: 'Desk', includeNames: true });
    const yard = await createFeed({ subject: 'equipment', subjectId: hoist, label: 'Yard', includeNames: true });
    const summaryIn = (body: string) => byUid(parseFeed(body).events).get(uidOf('rental', rentalId))!.summary;

    // Two feeds of one equipment: the same events, each its own calendar name and so its own tag.
    const atDesk = await fetchFeed(desk.path);
    const atYard = await fetchFeed(yard.path);
    expect(parseFeed(atDesk.body).name).toBe('Hoist 500 kg: Desk');
    expect(parseFeed(atYard.body).name).toBe('Hoist 500 kg: Yard');
    expect(parseFeed(atYard.body).events).toEqual(parseFeed(atDesk.body).events);
    expect(atYard.headers.etag).not.toBe(atDesk.headers.etag);
    expect(summaryIn(atDesk.body)).toBe('Rental: 1 × Hoist 500 kg (Meera Das)');

    await rename('Meera Iyer');
    const renamed = await fetchFeed(desk.path, { 'if-none-match': String(atDesk.headers.etag) });
    expect(renamed.statusCode).toBe(200);
    expect(summaryIn(renamed.body)).toBe('Rental: 1 × Hoist 500 kg (Meera Iyer)');

    await t.database.db
      .update(equipment)
      .set({ name: 'Hoist 750 kg', turnaroundDays: 3 })
      .where(eq(equipment.id, hoist));
    const events = byUid(await eventsOf(yard.path));
    expect(events.get(uidOf('rental', rentalId))!.summary).toBe('Rental: 1 × Hoist 750 kg (Meera Iyer)');
    expect(events.get(uidOf('rental', rentalId, true))!.end).toEqual(kolkata(kolkataDay(14), '09:00:00'));
  });
});

describe('the secret URL', () => {
  it('answers an unknown, a malformed and a revoked token alike: 404, the same body', async () => {
    const feed = await createFeed({ subject: 'equipment', subjectId: equipmentId, label: 'To revoke' });
    expect((await fetchFeed(feed.path)).statusCode).toBe(200);
    const revoke = await t.admin.post(`${BASE}/revoke`, { id: feed.id });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json<{ data: CalendarFeed }>().data.revokedAt).not.toBeNull();

    const revoked = await fetchFeed(feed.path);
    const unknown = await fetchFeed(`${BASE}/${'A'.repeat(43)}.ics`);
    const malformed = await fetchFeed(`${BASE}/not-a-token.ics`);
    for (const res of [revoked, unknown, malformed]) expectApiError(res, 404, m.notFound);
    expect(new Set([revoked.body, unknown.body, malformed.body]).size).toBe(1);

    expectApiError(await t.admin.post(`${BASE}/revoke`, { id: feed.id }), 409, m.alreadyRevoked);
    expectApiError(await t.admin.post(`${BASE}/revoke`, { id: UNKNOWN_ID }), 404, m.notFound);
  });

  it('keeps only the token’s SHA-256: no table holds the token itself', async () => {
    const feed = await createFeed({ subject: 'equipment', subjectId: equipmentId, label: 'Hash only' });
    const token = feed.path.match(/\/([^/]+)\.ics$/)![1]!;
    expect(token).toMatch(FEED_TOKEN_PATTERN);
    await fetchFeed(feed.path);
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const { rows: tables } = await t.database.db.execute<{ name: string }>(
      sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(name)} x where x::text like ${`%${token}%`}`,
      );
      expect(rows[0]!.n, name).toBe(0);
    }
  });

  it('notes the last fetch, and never lists or answers the token again', async () => {
    const feed = await createFeed({ subject: 'equipment', subjectId: equipmentId, label: 'Noted' });
    expect(feed.lastFetchedAt).toBeNull();
    await fetchFeed(feed.path);
    const list = await t.admin.get(`${BASE}?subject=equipment&subjectId=${equipmentId}`);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ data: CalendarFeed[] }>().data.find((f) => f.id === feed.id)!;
    expect(listed).toMatchObject({ label: 'Noted', includeNames: false, revokedAt: null, subject: 'equipment' });
    expect(listed.lastFetchedAt).not.toBeNull();
    expect(listed.createdBy).toBeTruthy();
    expect(list.body).not.toContain(feed.path);
    expect(list.body).not.toContain('path');
  });

  it('is rate-limited per feed: a loop on one feed is refused, another feed still answers', async () => {
    const busy = await createFeed({ subject: 'service-provider', subjectId: providerId, label: 'Busy' });
    const calm = await createFeed({ subject: 'service-provider', subjectId: providerId, label: 'Calm' });
    for (let i = 0; i < FEED_FETCHES_PER_MINUTE; i++) expect((await fetchFeed(busy.path)).statusCode).toBe(200);
    expectApiError(await fetchFeed(busy.path), 429, m.tooManyFetches);
    expect((await fetchFeed(calm.path)).statusCode).toBe(200);
  });

  it('never writes the token into the request log', async () => {
    const lines: string[] = [];
    const app = await t.secondApp({ log: { lines, level: 'info' } });
    const feed = await createFeed({ subject: 'equipment', subjectId: equipmentId, label: 'Logged' });
    const token = feed.path.match(/\/([^/]+)\.ics$/)![1]!;
    const res = await app.inject({ method: 'GET', url: feed.path, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
    const logged = lines.join('\n');
    expect(logged).toContain('/calendar-feeds/[redacted].ics');
    expect(logged).not.toContain(token);
  });
});

describe('the admin calls', () => {
  it('are for admins only', async () => {
    const callers = { anonymous: t.anonymous, vendorA: t.vendorA, customer: t.customer } as const;
    for (const [who, caller] of Object.entries(callers)) {
      const status = who === 'anonymous' ? 401 : 403;
      expectAccess(await caller.get(`${BASE}?subject=equipment&subjectId=${equipmentId}`), status, who);
      expectAccess(
        await caller.post(BASE, { subject: 'equipment', subjectId: equipmentId, label: 'Nope' }),
        status,
        who,
      );
      expectAccess(await caller.post(`${BASE}/revoke`, { id: UNKNOWN_ID }), status, who);
    }
  });

  it('refuse a blank label, an unknown subject or a missing equipment with a message, creating nothing', async () => {
    const count = async () => (await t.database.db.select().from(calendarFeeds)).length;
    const before = await count();
    expectApiError(await t.admin.post(BASE, { subject: 'equipment', subjectId: equipmentId, label: ' ' }), 400);
    expectApiError(await t.admin.post(BASE, { subject: 'vendor', subjectId: equipmentId, label: 'X' }), 400);
    expectApiError(
      await t.admin.post(BASE, { subject: 'equipment', subjectId: UNKNOWN_ID, label: 'X' }),
      404,
      m.subjectNotFound,
    );
    // A provider's id is no equipment.
    expectApiError(
      await t.admin.post(BASE, { subject: 'equipment', subjectId: providerId, label: 'X' }),
      404,
      m.subjectNotFound,
    );
    expect(await count()).toBe(before);
  });
});
