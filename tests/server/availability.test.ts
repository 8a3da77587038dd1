import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equipment } from '../../src/server/db/schema';
import type { CalendarDay } from '../../src/shared/contract/calendar';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectApiError, UNKNOWN_ID } from './helpers/http';
import {
  createEquipment,
  createProvider,
  insertBooking,
  insertRental,
  statusApi,
  statusState,
} from './helpers/statusRecords';

/**
 * Issue 29 "Availability": the calendars' counts against a fresh count, the held rule (turnaround
 * days, buffer minutes) in the clash figures and in the confirmations they refuse, and competing
 * confirmations of the last unit (run on PostgreSQL too: TEST_DATABASE_URL).
 */

const t = withTestApp({ users: ['admin'] });
const rentals = statusApi(t, 'rental');
const bookings = statusApi(t, 'booking');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let made = 0;
const unique = (label: string) => `${label} ${++made}`;

/** A day n days after 2027-03-01 (n may be negative), as YYYY-MM-DD. */
const dayOf = (n: number) => new Date(Date.UTC(2027, 2, 1) + n * DAY).toISOString().slice(0, 10);

interface Slot {
  day: number;
  hour: number;
  half: boolean;
  unit: 'hour' | 'day' | 'sqft';
  multiplier: number;
  qty: number;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED';
  /** A rental's days its return added to the turnaround. */
  extraDays: number;
  /** Hours after its planned end a rental came back (early when negative), or null: not back. */
  returnedHours: number | null;
}

/** A slot's start and planned end, in ms (a square-foot booking holds its day). */
function spanOf(slot: Slot) {
  const from = Date.UTC(2027, 2, 1) + slot.day * DAY + slot.hour * HOUR + (slot.half ? HOUR / 2 : 0);
  const length = slot.unit === 'hour' ? slot.multiplier * HOUR : slot.unit === 'day' ? slot.multiplier * DAY : DAY;
  return { from, end: from + length };
}

/** When a slot came back, local `YYYY-MM-DD HH:MM`, or undefined. */
function returnedAtOf(slot: Slot) {
  if (slot.returnedHours === null) return undefined;
  return new Date(spanOf(slot).end + slot.returnedHours * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Where a slot holds its owner, in ms: from its start until its end (its return when later)
 * plus the pad and its own extra days.
 */
function heldOf(slot: Slot, padMs: number) {
  const { from, end } = spanOf(slot);
  const back = slot.returnedHours === null ? end : Math.max(end, end + slot.returnedHours * HOUR);
  return { from, until: back + padMs + slot.extraDays * DAY };
}

/**
 * The days as counted afresh, by brute force: for each day, the level at its start and at every
 * start inside it (where a peak can begin), per status; the records meeting the day.
 */
function bruteDays(slots: Slot[], padMs: number, first: number, last: number, capacity: number): CalendarDay[] {
  const held = slots.map((slot) => ({ ...slot, ...heldOf(slot, padMs) }));
  const days: CalendarDay[] = [];
  for (let n = first; n <= last; n++) {
    const start = Date.UTC(2027, 2, 1) + n * DAY;
    const moments = [start, ...held.map((h) => h.from).filter((at) => at > start && at < start + DAY)];
    const peak = (status: string) =>
      Math.max(
        ...moments.map((at) =>
          held.filter((h) => h.status === status && h.from <= at && at < h.until).reduce((sum, h) => sum + h.qty, 0),
        ),
      );
    const confirmed = peak('CONFIRMED');
    days.push({
      date: dayOf(n),
      confirmed,
      pending: peak('PENDING'),
      records: held.filter(
        (h) => (h.status === 'CONFIRMED' || h.status === 'PENDING') && h.from < start + DAY && h.until > start,
      ).length,
      overBooked: confirmed > capacity,
    });
  }
  return days;
}

const slotArb = (units: readonly Slot['unit'][], maxQty: number) =>
  fc.record({
    day: fc.integer({ min: -14, max: 12 }),
    hour: fc.integer({ min: 0, max: 23 }),
    half: fc.boolean(),
    unit: fc.constantFrom(...units),
    // Long spans too: the look-back is read from the longest stored span, not assumed.
    multiplier: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 30 })),
    qty: fc.integer({ min: 1, max: maxQty }),
    status: fc.constantFrom('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED'),
    extraDays: fc.constantFrom(0, 0, 1, 3),
    // Late returns too, one far beyond its span: the look-back must reach back to its start.
    returnedHours: fc.constantFrom(null, null, -3, 5, 50, 400),
  });

const FIRST = 0;
const LAST = 9;
const range = { from: dayOf(FIRST), to: dayOf(LAST) };
const time = (slot: Slot) => `${String(slot.hour).padStart(2, '0')}:${slot.half ? '30' : '00'}`;

describe('the calendars count what a fresh count counts', () => {
  it('rentals: peaks per day of confirmed (and returned) and pending units, turnarounds included (property)', async () => {
    const customerId = await createCustomer(t.database);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(slotArb(['hour', 'day'], 4), { maxLength: 12 }),
        async (turnaroundDays, stock, slots) => {
          const equipmentId = await createEquipment(t.database, {
            dailyRate: 100,
            stock,
            turnaroundDays,
            name: unique('Scaffold'),
          });
          for (const slot of slots) {
            const { day, unit, multiplier, qty, status, extraDays } = slot;
            await insertRental(t.database, {
              equipmentId,
              customerId,
              date: dayOf(day),
              fromTime: time(slot),
              unitName: unit as 'hour' | 'day',
              multiplier,
              qty,
              status,
              extraTurnaroundDays: extraDays,
              returnedAt: returnedAtOf(slot),
            });
          }
          // A returned rental holds until its turnaround ends, counted as confirmed.
          const held = slots.map((slot) => ({
            ...slot,
            status: slot.status === 'COMPLETED' ? ('CONFIRMED' as const) : slot.status,
          }));
          const res = await rentals('equipment-calendar', { equipmentId, ...range }, t.admin.headers);
          expect(res.statusCode, res.body).toBe(200);
          const { data } = res.json();
          expect(data.owner).toEqual({ id: equipmentId, name: expect.any(String), stock, turnaroundDays });
          expect(data.days).toEqual(bruteDays(held, turnaroundDays * DAY, FIRST, LAST, stock));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('bookings: bookings at once per day, buffer minutes included, over 1 over-booked (property)', async () => {
    const customerId = await createCustomer(t.database);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1440 }),
        fc.array(slotArb(['hour', 'day', 'sqft'], 1), { maxLength: 10 }),
        async (bufferMinutes, slots) => {
          const serviceProviderId = await createProvider(t.database, 100, unique('Provider'), bufferMinutes);
          for (const slot of slots) {
            await insertBooking(t.database, {
              serviceProviderId,
              customerId,
              date: dayOf(slot.day),
              fromTime: time(slot),
              unitName: slot.unit,
              multiplier: slot.multiplier,
              status: slot.status === 'COMPLETED' ? 'CANCELLED' : slot.status,
            });
          }
          const held = slots.map((slot) => ({
            ...slot,
            status: slot.status === 'COMPLETED' ? 'CANCELLED' : slot.status,
            extraDays: 0,
            returnedHours: null,
          }));
          const res = await bookings('provider-calendar', { serviceProviderId, ...range }, t.admin.headers);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data.days).toEqual(bruteDays(held as Slot[], bufferMinutes * 60_000, FIRST, LAST, 1));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('pages the timeline by name, every equipment with every day', async () => {
    const page = async (pageNumber: number) => {
      const res = await rentals('calendar', { pageNumber, pageSize: 10, ...range }, t.admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from equipment`);
    const total = rows[0]!.n;
    const first = await page(0);
    expect(first.pageInfo).toEqual({
      pageNumber: 0,
      pageSize: 10,
      totalRows: total,
      totalPages: Math.ceil(total / 10),
    });
    expect(first.data).toHaveLength(Math.min(10, total));
    const names = first.data.map((row: { owner: { name: string } }) => row.owner.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const dates = Array.from({ length: LAST - FIRST + 1 }, (_, i) => dayOf(FIRST + i));
    for (const row of first.data) expect(row.days.map((d: CalendarDay) => d.date)).toEqual(dates);
    // Past the last page: no rows, the total still every equipment's.
    const past = await page(Math.ceil(total / 10) + 2);
    expect(past.data).toEqual([]);
    expect(past.pageInfo).toMatchObject({ totalRows: total, totalPages: Math.ceil(total / 10) });
    const providers = await bookings('calendar', { pageNumber: 99, pageSize: 10, ...range }, t.admin.headers);
    expect(providers.statusCode, providers.body).toBe(200);
    const { rows: counted } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from service_providers`,
    );
    expect(providers.json().pageInfo.totalRows).toBe(counted[0]!.n);
    expect(counted[0]!.n).toBeGreaterThan(0);
  });
});

describe('one held rule for the warning and the confirmation', () => {
  it("refuses a rental the stock cannot hold in its equipment's turnaround, changing nothing", async () => {
    const customerId = await createCustomer(t.database);
    const equipmentId = await createEquipment(t.database, { dailyRate: 100, stock: 1, turnaroundDays: 2 });
    const rental = (date: string, status?: 'CONFIRMED') =>
      insertRental(t.database, { equipmentId, customerId, date, fromTime: '09:00', status });
    // Out 2027-04-01 09:00 for a day, back in the yard until 2027-04-04 09:00.
    const out = await rental('2027-04-01', 'CONFIRMED');
    const during = await rental('2027-04-03');
    const after = await rental('2027-04-04');

    const details = await rentals('rental-details', { rentalId: during }, t.admin.headers);
    expect(details.json().data.clash).toEqual({
      confirmedUnits: 1,
      confirmedRentals: 1,
      stock: 1,
      overStockDays: ['2027-04-03', '2027-04-04'],
    });
    const before = await statusState(t.database);
    const refused = await rentals('update-rental-order', { rentalId: during, status: 'CONFIRMED' }, t.admin.headers);
    expectApiError(
      refused,
      409,
      'Cannot confirm: on 2027-04-03 the equipment would hold 2 units of 1 in stock (turnaround included)',
    );
    expect(await statusState(t.database)).toEqual(before);

    // Free once the turnaround is over; the calendar agrees with both.
    const clear = await rentals('rental-details', { rentalId: after }, t.admin.headers);
    expect(clear.json().data.clash).toMatchObject({ confirmedUnits: 0, confirmedRentals: 0, overStockDays: [] });
    const ok = await rentals('update-rental-order', { rentalId: after, status: 'CONFIRMED' }, t.admin.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    const month = await rentals(
      'equipment-calendar',
      { equipmentId, from: '2027-04-01', to: '2027-04-05' },
      t.admin.headers,
    );
    expect(month.json().data.days.map((d: CalendarDay) => [d.confirmed, d.pending])).toEqual([
      [1, 0],
      [1, 0],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    // The day lists what holds it, turnaround included, in the order it starts.
    const day = await rentals('calendar-day', { equipmentId, date: '2027-04-03' }, t.admin.headers);
    expect(day.statusCode, day.body).toBe(200);
    expect(
      day.json().data.map((r: { id: string; heldFrom: string; heldUntil: string }) => [r.id, r.heldFrom, r.heldUntil]),
    ).toEqual([
      [out, '2027-04-01T09:00:00', '2027-04-04T09:00:00'],
      [during, '2027-04-03T09:00:00', '2027-04-06T09:00:00'],
    ]);
    // A stock that grows makes room: the same rule, read again.
    await t.database.db.update(equipment).set({ stock: 2 }).where(eq(equipment.id, equipmentId));
    const now = await rentals('update-rental-order', { rentalId: during, status: 'CONFIRMED' }, t.admin.headers);
    expect(now.statusCode, now.body).toBe(200);
  });

  it("counts a late return's turnaround and damage days from its return, not its planned end", async () => {
    const customerId = await createCustomer(t.database);
    const equipmentId = await createEquipment(t.database, { dailyRate: 100, stock: 1, turnaroundDays: 1 });
    // Due back 2027-05-20 09:00, back 2027-05-25 09:00 with 2 days of damage: held until 2027-05-28 09:00.
    const late = await insertRental(t.database, {
      equipmentId,
      customerId,
      date: '2027-05-19',
      status: 'COMPLETED',
      returnedAt: '2027-05-25 09:00',
      extraTurnaroundDays: 2,
    });
    const rental = (date: string) => insertRental(t.database, { equipmentId, customerId, date });
    const during = await rental('2027-05-27');
    const after = await rental('2027-05-28');

    const day = await rentals('calendar-day', { equipmentId, date: '2027-05-27' }, t.admin.headers);
    expect(day.json().data.map((r: { id: string; heldUntil: string }) => [r.id, r.heldUntil])).toEqual([
      [late, '2027-05-28T09:00:00'],
      [during, '2027-05-29T09:00:00'],
    ]);
    const details = await rentals('rental-details', { rentalId: during }, t.admin.headers);
    expect(details.json().data.clash).toMatchObject({ confirmedUnits: 1, overStockDays: ['2027-05-27', '2027-05-28'] });
    const before = await statusState(t.database);
    expectApiError(
      await rentals('update-rental-order', { rentalId: during, status: 'CONFIRMED' }, t.admin.headers),
      409,
      'Cannot confirm: on 2027-05-27 the equipment would hold 2 units of 1 in stock (turnaround included)',
    );
    expect(await statusState(t.database)).toEqual(before);
    expect(
      (await rentals('update-rental-order', { rentalId: after, status: 'CONFIRMED' }, t.admin.headers)).statusCode,
    ).toBe(200);
    // The calendar holds the unit every day until then (the planned end's span stopped on 2027-05-23).
    const { days } = (
      await rentals('equipment-calendar', { equipmentId, from: '2027-05-22', to: '2027-05-27' }, t.admin.headers)
    ).json().data;
    expect(days.map((d: CalendarDay) => d.confirmed)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("refuses a booking that overlaps another confirmed one within the provider's buffer", async () => {
    const customerId = await createCustomer(t.database);
    const serviceProviderId = await createProvider(t.database, 100, unique('Buffered'), 30);
    const booking = (fromTime: string, status?: 'CONFIRMED') =>
      insertBooking(t.database, { serviceProviderId, customerId, date: '2027-05-01', fromTime, status });
    // 10:00 to 11:00, and kept free until 11:30.
    const first = await booking('10:00', 'CONFIRMED');
    const tooSoon = await booking('11:15');
    const later = await booking('11:30');

    const details = await bookings('booking-details', { bookingId: tooSoon }, t.admin.headers);
    expect(details.json().data.clashes).toEqual([{ id: first, customer: expect.any(Object) }]);
    const before = await statusState(t.database);
    const refused = await bookings(
      'update-booked-service',
      { bookingId: tooSoon, status: 'CONFIRMED' },
      t.admin.headers,
    );
    expectApiError(
      refused,
      409,
      'Cannot confirm: the provider has a confirmed booking from 2027-05-01 10:00 to 2027-05-01 11:30 (buffer included) that overlaps this one',
    );
    expect(await statusState(t.database)).toEqual(before);

    expect((await bookings('booking-details', { bookingId: later }, t.admin.headers)).json().data.clashes).toEqual([]);
    const ok = await bookings('update-booked-service', { bookingId: later, status: 'CONFIRMED' }, t.admin.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    // Pending, cancelled and already confirmed records are set freely: only a confirmation is judged.
    const back = await bookings('update-booked-service', { bookingId: tooSoon, status: 'CANCELLED' }, t.admin.headers);
    expect(back.statusCode).toBe(200);
  });

  it.each(['rental', 'booking'] as const)(
    'lets exactly one of competing %s confirmations of the last unit win',
    async (kind) => {
      const customerId = await createCustomer(t.database);
      const ids: string[] = [];
      if (kind === 'rental') {
        const equipmentId = await createEquipment(t.database, { dailyRate: 100, stock: 2, name: unique('Last unit') });
        await insertRental(t.database, { equipmentId, customerId, date: '2027-06-01', status: 'CONFIRMED' });
        for (let i = 0; i < 8; i++)
          ids.push(
            await insertRental(t.database, { equipmentId, customerId, date: '2027-06-01', fromTime: `1${i}:00` }),
          );
      } else {
        const serviceProviderId = await createProvider(t.database, 100, unique('Busy'), 15);
        for (let i = 0; i < 8; i++)
          ids.push(
            await insertBooking(t.database, {
              serviceProviderId,
              customerId,
              date: '2027-06-01',
              fromTime: `10:${10 + i * 5}`,
            }),
          );
      }
      const call = kind === 'rental' ? rentals : bookings;
      const [path, key] =
        kind === 'rental' ? ['update-rental-order', 'rentalId'] : ['update-booked-service', 'bookingId'];
      const answers = await Promise.all(
        ids.map((id) => call(path, { [key]: id, status: 'CONFIRMED' }, t.admin.headers)),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(kind === 'rental' ? 'equipment_rentals' : 'service_bookings')}
          where id = any(${sql.param(ids)}::uuid[]) and status = 'CONFIRMED'`,
      );
      expect(rows[0]!.n).toBe(1);
    },
  );
});

describe('calendar calls refuse what they cannot answer', () => {
  it('answers 400 for bad ranges, dates and ids and 404 for an unknown owner', async () => {
    const bad: [typeof rentals, string, object, number, string][] = [
      [rentals, 'calendar', { from: '2027-01-10', to: '2027-01-09' }, 400, 'The last day must not be before the first'],
      [rentals, 'calendar', { from: '2027-01-01', to: '2027-03-04' }, 400, 'A calendar covers at most 62 days'],
      [rentals, 'calendar', { from: '2027-02-30', to: '2027-03-01' }, 400, 'Enter a date as YYYY-MM-DD'],
      [
        rentals,
        'calendar',
        { from: '2027-01-01', to: '2027-01-02', pageSize: 7 },
        400,
        'pageSize must be one of 10, 20, 50',
      ],
      [
        rentals,
        'equipment-calendar',
        { equipmentId: 'x', from: '2027-01-01', to: '2027-01-02' },
        400,
        'Equipment id must be a valid id',
      ],
      [
        rentals,
        'equipment-calendar',
        { equipmentId: UNKNOWN_ID, from: '2027-01-01', to: '2027-01-02' },
        404,
        'Equipment not found',
      ],
      [rentals, 'calendar-day', { equipmentId: UNKNOWN_ID, date: '2027-01-01' }, 404, 'Equipment not found'],
      [
        bookings,
        'provider-calendar',
        { serviceProviderId: UNKNOWN_ID, from: '2027-01-01', to: '2027-01-31' },
        404,
        'Service provider not found',
      ],
      [
        bookings,
        'calendar-day',
        { serviceProviderId: 'nope', date: '2027-01-01' },
        400,
        'Service provider id must be a valid id',
      ],
    ];
    for (const [call, path, body, status, message] of bad) {
      expectApiError(await call(path, body, t.admin.headers), status, message);
    }
  });
});

describe('turnaround days and buffer minutes in the forms', () => {
  it('stores them, keeps them when an older client leaves them out, and refuses what is out of range', async () => {
    const equipmentBody = {
      name: unique('Breaker'),
      dailyRate: 800,
      unitName: 'day',
      status: 'Available',
      information: [],
      stock: 2,
    };
    const added = await t.admin.post('/api/v1/equipments/add-equipment', { ...equipmentBody, turnaroundDays: 3 });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json().data;
    const kept = await t.admin.post('/api/v1/equipments/update-equipment', { ...equipmentBody, id, stock: 4 });
    expect(kept.json().data).toMatchObject({ stock: 4, turnaroundDays: 3 });
    for (const turnaroundDays of [-1, 31, 1.5, '2']) {
      const res = await t.admin.post('/api/v1/equipments/update-equipment', { ...equipmentBody, id, turnaroundDays });
      expect(expectApiError(res, 400).errors).toEqual({
        turnaroundDays: 'Turnaround days must be a whole number from 0 to 30',
      });
    }
    const providerBody = { name: unique('Tiler'), speciality: 'Mason', unitName: 'hour' };
    const provider = await t.admin.post('/api/v1/service-providers/add-service-provider', providerBody);
    expect(provider.json().data.bufferMinutes).toBe(0);
    const providerId = provider.json().data.id;
    const refused = await t.admin.post('/api/v1/service-providers/update-service-provider', {
      ...providerBody,
      id: providerId,
      bufferMinutes: 1441,
    });
    expect(expectApiError(refused, 400).errors).toEqual({
      bufferMinutes: 'Buffer minutes must be a whole number from 0 to 1440',
    });
    const set = await t.admin.post('/api/v1/service-providers/update-service-provider', {
      ...providerBody,
      id: providerId,
      bufferMinutes: 1440,
    });
    expect(set.json().data.bufferMinutes).toBe(1440);
  });
});
