import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { equipment } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import { UNKNOWN_ID } from './helpers/orders';
import {
  createEquipment,
  createProvider,
  insertBooking,
  insertRental,
  insertTiedHistory,
  KINDS,
  type Kind,
  keptCounts,
  scanCounts,
  statusApi,
  statusState,
  storedHistory,
} from './helpers/statusRecords';

const MINUTE = 60_000;
const RECORDS = 27;

const t = withTestApp({ users: ['admin'] });
/** Per kind, every record the test placed, newest first as the lists sort (id breaking ties). */
const placed: Record<Kind, { id: string; status: string }[]> = { rental: [], booking: [] };
const RATE = 1200.5;
const PROVIDER_RATE = 350.25;

/**
 * 27 rentals and 27 bookings a minute apart (two of each at the same instant, so the id breaks
 * the tie), their statuses cycling through each kind's statuses, multipliers 1 to 3.
 */
beforeAll(async () => {
  const customerId = await createCustomer(t.database);
  // Stock for every rental at once: these tests set statuses freely; availability.test.ts judges confirmations.
  const equipmentId = await createEquipment(t.database, { dailyRate: RATE, stock: 100 });
  const serviceProviderId = await createProvider(t.database, PROVIDER_RATE);
  const base = Date.now() - MINUTE;
  for (let i = 0; i < RECORDS; i++) {
    const createdAt = new Date(base - (i === 7 ? 6 : i) * MINUTE);
    const multiplier = (i % 3) + 1;
    const rentalStatus = KINDS.rental.statuses[i % 4]!;
    const bookingStatus = KINDS.booking.statuses[i % 3]!;
    placed.rental.push({
      id: await insertRental(t.database, {
        equipmentId,
        customerId,
        status: rentalStatus,
        qty: 2,
        multiplier,
        createdAt,
        date: `2026-11-${String(1 + i).padStart(2, '0')}`,
      }),
      status: rentalStatus,
    });
    placed.booking.push({
      id: await insertBooking(t.database, {
        serviceProviderId,
        customerId,
        status: bookingStatus,
        multiplier,
        createdAt,
        date: `2026-11-${String(1 + i).padStart(2, '0')}`,
      }),
      status: bookingStatus,
    });
  }
  // Newest first: i ascending, except that 6 and 7 share an instant (the larger id first).
  for (const kind of ['rental', 'booking'] as const) {
    const list = placed[kind];
    const [six, seven] = [list[6]!, list[7]!];
    if (seven.id > six.id) [list[6], list[7]] = [seven, six];
  }
});

interface ListAnswer {
  data: { id: string; status: string; total: number | null; multiplier: number }[];
  pagination: { pageNumber: number; pageSize: number; totalRows: number; totalPages: number };
  [counter: string]: unknown;
}

describe.each(['rental', 'booking'] as const)('%s list and update', (kind) => {
  const spec = KINDS[kind];
  const call = () => statusApi(t, kind);
  const list = async (pageNumber: number, pageSize: number, status?: string) => {
    const res = await call()(
      spec.paths.list,
      { pageNumber, pageSize },
      t.admin.headers,
      status ? `?status=${status}` : '',
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListAnswer>();
  };

  it('pages newest first in SQL, from either end, with the place of the page', async () => {
    const ids: string[] = [];
    for (let page = 0; page < 3; page++) {
      const answer = await list(page, 10);
      expect(answer.pagination).toEqual({ pageNumber: page, pageSize: 10, totalRows: RECORDS, totalPages: 3 });
      ids.push(...answer.data.map((r) => r.id));
    }
    expect(ids).toEqual(placed[kind].map((r) => r.id));
    // A page past the last one: no rows, but the place of the list is still told (not 0 rows).
    const past = await list(3, 10);
    expect(past.data).toEqual([]);
    expect(past.pagination).toEqual({ pageNumber: 3, pageSize: 10, totalRows: RECORDS, totalPages: 3 });
    expect(past[spec.counters.all]).toBe(RECORDS);
    const pending = placed[kind].filter((r) => r.status === 'PENDING').length;
    expect((await list(40, 10, 'PENDING')).pagination.totalRows).toBe(pending);
  });

  it('filters by status in the query, the counters staying those of every status', async () => {
    const counts = await scanCounts(t.database, kind);
    for (const status of spec.statuses) {
      const answer = await list(0, 50, status);
      const expected = placed[kind].filter((r) => r.status === status).map((r) => r.id);
      expect(answer.data.map((r) => r.id)).toEqual(expected);
      expect(answer.data.every((r) => r.status === status)).toBe(true);
      expect(answer.pagination.totalRows).toBe(expected.length);
      expect(answer[spec.counters.all]).toBe(RECORDS);
      for (const s of ['PENDING', 'CONFIRMED', 'CANCELLED'] as const) {
        expect(answer[spec.counters[s]], s).toBe(counts[s] ?? 0);
      }
    }
    // A page of the filtered list's older half, read from its oldest end.
    const pending = placed[kind].filter((r) => r.status === 'PENDING').map((r) => r.id);
    expect((await list(1, 10, 'PENDING')).data.map((r) => r.id)).toEqual(pending.slice(10, 20));
    expect((await list(0, 10, '')).data).toHaveLength(10);
  });

  it('answers totals as spec §3 computes them', async () => {
    const { data } = await list(0, 50);
    for (const row of data) {
      const expected = kind === 'rental' ? RATE * 2 * row.multiplier : PROVIDER_RATE * row.multiplier;
      expect(row.total).toBeCloseTo(expected, 2);
      expect(Math.round((row.total ?? 0) * 100)).toBe(Math.round(expected * 100));
    }
  });

  it('refuses bad paging, filters, statuses and ids with a clear 400 or 404, writing nothing', async () => {
    const before = await statusState(t.database);
    const bad: [string, unknown, string, number, string][] = [
      [spec.paths.list, { pageNumber: -1, pageSize: 10 }, '', 400, 'pageNumber must be a whole number from 0'],
      [spec.paths.list, { pageNumber: 0, pageSize: 15 }, '', 400, 'pageSize must be one of 10, 20, 50'],
      [spec.paths.list, { pageNumber: 'x', pageSize: 10 }, '', 400, 'pageNumber must be a whole number from 0'],
      [spec.paths.list, { pageNumber: 0, pageSize: 10 }, '?status=SHIPPED', 400, ''],
      [spec.paths.update, { [spec.idKey]: placed[kind][0]!.id, status: 'SHIPPED' }, '', 400, spec.invalidStatus],
      [spec.paths.update, { [spec.idKey]: placed[kind][0]!.id, status: 'COMPLETED' }, '', 400, spec.invalidStatus],
      [spec.paths.update, { [spec.idKey]: placed[kind][0]!.id }, '', 400, spec.invalidStatus],
      [spec.paths.update, { [spec.idKey]: 'not-an-id', status: 'CONFIRMED' }, '', 400, ''],
      [spec.paths.update, { [spec.idKey]: UNKNOWN_ID, status: 'CONFIRMED' }, '', 404, spec.notFound],
      [spec.paths.details, { [spec.idKey]: UNKNOWN_ID }, '', 404, spec.notFound],
    ];
    for (const [path, body, query, status, message] of bad) {
      const res = await call()(path, body, t.admin.headers, query);
      expectApiError(res, status, message || undefined);
    }
    expect(await statusState(t.database)).toEqual(before);
  });

  it('sets any offered status, recording the change, the counters following', async () => {
    const record = placed[kind].find((r) => r.status === 'PENDING')!;
    const before = await list(0, 10);
    const res = await call()(spec.paths.update, { [spec.idKey]: record.id, status: 'CONFIRMED' }, t.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: spec.updated, data: { id: record.id, status: 'CONFIRMED' } });
    record.status = 'CONFIRMED';
    const after = await list(0, 10);
    expect(after[spec.counters.PENDING]).toBe((before[spec.counters.PENDING] as number) - 1);
    expect(after[spec.counters.CONFIRMED]).toBe((before[spec.counters.CONFIRMED] as number) + 1);
    expect(await keptCounts(t.database, kind)).toEqual(await scanCounts(t.database, kind));
    expect(await storedHistory(t.database, kind, record.id)).toEqual([
      { from: 'PENDING', to: 'CONFIRMED', by: t.admin.user.id },
    ]);
    // The same status again changes and records nothing.
    const again = await call()(spec.paths.update, { [spec.idKey]: record.id, status: 'CONFIRMED' }, t.admin.headers);
    expect(again.statusCode).toBe(200);
    expect(await storedHistory(t.database, kind, record.id)).toHaveLength(1);
    const details = await call()(spec.paths.details, { [spec.idKey]: record.id }, t.admin.headers);
    expect(details.json().data.history).toEqual([
      {
        id: expect.any(String),
        from: 'PENDING',
        to: 'CONFIRMED',
        by: { name: expect.any(String) },
        at: expect.any(String),
      },
    ]);
  });

  it('ends 50 concurrent updates of one record in a value sent, its history a chain, the counters exact', async () => {
    const record = placed[kind][3]!;
    const sent = Array.from({ length: 50 }, (_, i) => spec.offered[i % spec.offered.length]!);
    const answers = await Promise.all(
      sent.map((status) => call()(spec.paths.update, { [spec.idKey]: record.id, status }, t.admin.headers)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(sent.map(() => 200));
    const history = await storedHistory(t.database, kind, record.id);
    const last = history.at(-1)?.to;
    const { data } = await list(0, 50);
    const final = data.find((r) => r.id === record.id)!.status;
    expect(spec.offered).toContain(final);
    expect(final).toBe(last);
    expect(history.slice(1).map((change) => change.from)).toEqual(history.slice(0, -1).map((change) => change.to));
    expect(await keptCounts(t.database, kind)).toEqual(await scanCounts(t.database, kind));
    record.status = final;
  });

  it('lists changes whose clocks tie in the order they were made', async () => {
    const record = placed[kind][4]!;
    const to = Array.from({ length: 12 }, (_, i) => spec.offered[(i + 1) % spec.offered.length]!);
    const written = await insertTiedHistory(t.database, kind, record.id, to, t.admin.user.id);
    const details = await call()(spec.paths.details, { [spec.idKey]: record.id }, t.admin.headers);
    expect(details.statusCode, details.body).toBe(200);
    const history: { id: string }[] = details.json().data.history;
    expect(history.map((change) => change.id).slice(0, written.length)).toEqual(written);
  });
});

describe('clash figures', () => {
  it('counts the units other confirmed rentals of the equipment hold during its span, against its stock', async () => {
    const customerId = await createCustomer(t.database);
    const equipmentId = await createEquipment(t.database, { dailyRate: 900, stock: 3, name: 'Plate Compactor' });
    const other = await createEquipment(t.database, { dailyRate: 900, stock: 3, name: 'Other' });
    const day = '2027-01-15';
    const rental = await insertRental(t.database, { equipmentId, customerId, date: day, qty: 2 });
    await insertRental(t.database, { equipmentId, customerId, date: day, qty: 2, status: 'CONFIRMED' });
    await insertRental(t.database, { equipmentId, customerId, date: day, qty: 1, status: 'CONFIRMED' });
    // Not counted: pending, one starting as this one's day ends (spans are half-open), another equipment.
    await insertRental(t.database, { equipmentId, customerId, date: day, qty: 5, status: 'PENDING' });
    await insertRental(t.database, { equipmentId, customerId, date: '2027-01-16', qty: 5, status: 'CONFIRMED' });
    await insertRental(t.database, { equipmentId: other, customerId, date: day, qty: 5, status: 'CONFIRMED' });
    const call = statusApi(t, 'rental');
    const res = await call('rental-details', { rentalId: rental }, t.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    // Its day, 09:00 to 09:00, meets two days: on both its 2 units with their 3 pass the stock.
    const overStockDays = ['2027-01-15', '2027-01-16'];
    expect(res.json().data.clash).toEqual({ confirmedUnits: 3, confirmedRentals: 2, stock: 3, overStockDays });
    // Once confirmed (with the stock for it), the rental does not clash with itself.
    await t.database.db.update(equipment).set({ stock: 5 }).where(eq(equipment.id, equipmentId));
    await call('update-rental-order', { rentalId: rental, status: 'CONFIRMED' }, t.admin.headers);
    expect((await call('rental-details', { rentalId: rental }, t.admin.headers)).json().data.clash.confirmedUnits).toBe(
      3,
    );
  });

  it("lists the provider's other confirmed bookings at the same date and time", async () => {
    const customerId = await createCustomer(t.database);
    const serviceProviderId = await createProvider(t.database, null, 'Mason Co');
    const other = await createProvider(t.database, 500, 'Other Co');
    const slot = { serviceProviderId, customerId, date: '2027-02-01', fromTime: '11:30' };
    const booking = await insertBooking(t.database, slot);
    const clash = await insertBooking(t.database, { ...slot, status: 'CONFIRMED' });
    await insertBooking(t.database, { ...slot, status: 'CANCELLED' });
    await insertBooking(t.database, { ...slot, fromTime: '12:30', status: 'CONFIRMED' });
    await insertBooking(t.database, { ...slot, date: '2027-02-02', status: 'CONFIRMED' });
    await insertBooking(t.database, { ...slot, serviceProviderId: other, status: 'CONFIRMED' });
    const res = await statusApi(t, 'booking')('booking-details', { bookingId: booking }, t.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json().data;
    expect(details.clashes).toEqual([{ id: clash, customer: { user: { name: expect.any(String), mobile: null } } }]);
    // A provider without a rate: no total rather than a wrong one.
    expect(details.total).toBeNull();
    expect(details.fromTime).toBe('11:30:00');
  });
});
