import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { equipment, equipmentRentals, serviceBookings, serviceProviders } from '../../../src/server/db/schema';
import type { Headers } from '../helper';
import type { TestApp } from './app';

/** The statuses a status list offers to set (a rental's COMPLETED is not one). */
const OFFERED = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;

/**
 * A status list of issue 11 as the tests drive it, from what it declares: its record (which names
 * its history table and key, as the schema's statusHistory does), calls, body key, table,
 * statuses, the noun of its counters and its texts.
 */
function statusKind<const D extends { record: string; counted: string; statuses: readonly string[] }>(declared: D) {
  const { record, counted } = declared;
  return {
    ...declared,
    history: { table: `${record}_status_history`, key: `${record}_id` },
    offered: OFFERED,
    counters: {
      all: `all${counted}`,
      PENDING: `pending${counted}`,
      CONFIRMED: `confirmed${counted}`,
      CANCELLED: `cancelled${counted}`,
    } as const,
    invalidStatus: `Status must be one of ${OFFERED.join(', ')}`,
  };
}

export const KINDS = {
  rental: statusKind({
    record: 'rental',
    base: '/api/v1/equipment-rentals',
    paths: { list: 'get-all-rental-orders', update: 'update-rental-order', details: 'rental-details' },
    idKey: 'rentalId',
    table: 'equipment_rentals',
    statuses: ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED'],
    counted: 'RentalOrders',
    notFound: 'Rental not found',
    updated: 'Rental status updated successfully!',
  }),
  booking: statusKind({
    record: 'booking',
    base: '/api/v1/service-bookings',
    paths: { list: 'all-booked-services', update: 'update-booked-service', details: 'booking-details' },
    idKey: 'bookingId',
    table: 'service_bookings',
    statuses: ['PENDING', 'CONFIRMED', 'CANCELLED'],
    counted: 'ServiceBookings',
    notFound: 'Service booking not found',
    updated: 'Service booking status updated successfully!',
  }),
};
export type Kind = keyof typeof KINDS;

/** A call of one kind's API: POST with a JSON body, an optional query string. */
export function statusApi(t: TestApp, kind: Kind) {
  const { base } = KINDS[kind];
  return (path: string, payload: unknown, headers: Headers, query = '') =>
    t.app.inject({ method: 'POST', url: `${base}/${path}${query}`, headers, payload: payload as object });
}

export async function createEquipment(
  database: Database,
  values: { dailyRate: number; stock: number; name?: string; turnaroundDays?: number },
) {
  const [row] = await database.db
    .insert(equipment)
    .values({ name: 'Mixer', unitName: 'day', ...values })
    .returning({ id: equipment.id });
  return row!.id;
}

export async function createProvider(
  database: Database,
  ratePerHour: number | null,
  name = 'Ravi Electricals',
  bufferMinutes = 0,
) {
  const [row] = await database.db
    .insert(serviceProviders)
    .values({ name, speciality: 'Electrician', ratePerHour, unitName: 'hour', bufferMinutes })
    .returning({ id: serviceProviders.id });
  return row!.id;
}

type RentalStatus = (typeof KINDS.rental.statuses)[number];
type BookingStatus = (typeof KINDS.booking.statuses)[number];

export async function insertRental(
  database: Database,
  values: {
    equipmentId: string;
    customerId: string;
    status?: RentalStatus;
    date?: string;
    fromTime?: string;
    unitName?: 'hour' | 'day';
    qty?: number;
    multiplier?: number;
    extraTurnaroundDays?: number;
    /** When it came back, local `YYYY-MM-DD HH:MM`. */
    returnedAt?: string;
    createdAt?: Date;
  },
) {
  const [row] = await database.db
    .insert(equipmentRentals)
    .values({ date: '2026-12-01', fromTime: '09:00', qty: 1, unitName: 'day', ...values })
    .returning({ id: equipmentRentals.id });
  return row!.id;
}

export async function insertBooking(
  database: Database,
  values: {
    serviceProviderId: string;
    customerId: string;
    status?: BookingStatus;
    date?: string;
    fromTime?: string;
    unitName?: 'hour' | 'day' | 'sqft';
    multiplier?: number;
    createdAt?: Date;
  },
) {
  const [row] = await database.db
    .insert(serviceBookings)
    .values({ date: '2026-12-01', fromTime: '10:00', unitName: 'hour', ...values })
    .returning({ id: serviceBookings.id });
  return row!.id;
}

async function grouped(database: Database, query: ReturnType<typeof sql>) {
  const result = await database.db.execute<{ status: string; n: number }>(query);
  return Object.fromEntries(result.rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]));
}

/** The truth by scanning, and the counts the triggers keep (statuses with no rows left out). */
export const scanCounts = (database: Database, kind: Kind) =>
  grouped(
    database,
    sql`select status::text, count(*)::int as n from ${sql.identifier(KINDS[kind].table)} group by status`,
  );
export const keptCounts = (database: Database, kind: Kind) =>
  grouped(database, sql`select status, n::int as n from status_counts where entity = ${KINDS[kind].table}`);

/** A record's history rows as stored, oldest first (write order breaking ties of the clock). */
export async function storedHistory(database: Database, kind: Kind, id: string) {
  const { table, key } = KINDS[kind].history;
  const { rows } = await database.db.execute<{ from: string; to: string; by: string | null }>(
    sql`select from_status::text as "from", to_status::text as "to", changed_by as "by"
        from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id} order by changed_at, seq`,
  );
  return rows;
}

/**
 * Writes changes of a record's status straight into its history, one statement after the other
 * but all with one clock reading, as the embedded database's millisecond clock lets them tie;
 * answers their ids in the order written.
 */
export async function insertTiedHistory(database: Database, kind: Kind, id: string, to: string[], by: string) {
  const { table, key } = KINDS[kind].history;
  const at = new Date('2026-01-01T00:00:00Z');
  const ids: string[] = [];
  let from = 'PENDING';
  for (const status of to) {
    const { rows } = await database.db.execute<{ id: string }>(
      sql`insert into ${sql.identifier(table)} (${sql.identifier(key)}, from_status, to_status, changed_by, changed_at)
          values (${id}, ${from}, ${status}, ${by}, ${at}) returning id`,
    );
    ids.push(rows[0]!.id);
    from = status;
  }
  return ids;
}

/** Everything a status update may write, to show a refusal wrote nothing. */
export async function statusState(database: Database) {
  const rows = (q: ReturnType<typeof sql>) => database.db.execute(q).then((r) => r.rows);
  return {
    rentals: await rows(sql`select id, status from equipment_rentals order by id`),
    bookings: await rows(sql`select id, status from service_bookings order by id`),
    rentalHistory: await rows(sql`select * from ${sql.identifier(KINDS.rental.history.table)} order by id`),
    bookingHistory: await rows(sql`select * from ${sql.identifier(KINDS.booking.history.table)} order by id`),
    counts: await rows(sql`select * from status_counts order by entity, status`),
  };
}
