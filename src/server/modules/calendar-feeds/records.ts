import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { joinCustomerUser } from '../../db/customerUser';
import { preparedOnce } from '../../db/prepared';
import {
  bookingStatusHistory,
  equipment,
  equipmentRentals,
  rentalStatusHistory,
  serviceBookings,
  serviceProviders,
  users,
} from '../../db/schema';
import { heldRentals } from '../equipment-rentals/held';
import { heldBookings } from '../service-bookings/held';

/** Days of the past a feed shows, counted from the business day's start. */
export const FEED_PAST_DAYS = 90;
/**
 * Records a feed holds at most, those nearest to now kept: about three months' worth at the
 * demo data's busiest equipment (~1,000 in its window), and a bounded answer for any other.
 */
export const FEED_MAX_RECORDS = 1500;

/** A rental or booking as a feed shows it: its span in UTC, its revisions, maybe its customer. */
export interface FeedRecord {
  id: string;
  /** The feed's view of the status: a returned (COMPLETED) rental happened as confirmed. */
  status: 'CONFIRMED' | 'CANCELLED';
  qty: number;
  start: Date;
  end: Date;
  /** Where it stops holding its subject, by the one rule of its module's `held.ts` (turnaround, buffer). */
  heldUntil: Date;
  /** When its status last changed, or when it was made. */
  stamp: Date;
  /** Status changes so far. */
  sequence: number;
  customer: string | null;
}

/** A stored local time (or an instant) as milliseconds since the epoch. */
const localMs = (local: SQL | AnyPgColumn) =>
  sql<number>`extract(epoch from ((${local}) at time zone ${BUSINESS_TIME_ZONE})) * 1000`.mapWith(Number);
const instantMs = (instant: SQL | AnyPgColumn) => sql<number>`extract(epoch from ${instant}) * 1000`.mapWith(Number);
const nowLocal = sql`(now() at time zone ${BUSINESS_TIME_ZONE})`;
/** The window's start: midnight, business time, FEED_PAST_DAYS days ago (so a day's fetches agree). */
const windowStart = sql`((${nowLocal})::date - ${FEED_PAST_DAYS}::int)::timestamp`;

/** What a feed reads of a kind of record: its table's columns, its subject's key, its history, its statuses shown. */
interface Kind {
  table: PgTable;
  /** The subject's table (equipment, service providers): its row holds the pad and the name. */
  owner: PgTable & { id: AnyPgColumn };
  id: AnyPgColumn;
  subject: AnyPgColumn;
  status: AnyPgColumn;
  startsAt: AnyPgColumn;
  endsAt: AnyPgColumn;
  /**
   * What the window's start is compared with: the record's end, or a rental's return when later
   * (a late return holds its equipment, turnaround included, from then on), as its feed index keeps it.
   */
  windowEnd: SQL;
  createdAt: AnyPgColumn;
  customerId: AnyPgColumn;
  /** Units held: a rental's quantity, a booking's one. */
  qty: SQL<number>;
  /** Where a record stops holding (its module's `held.ts`, the feed's table named as the record). */
  heldUntil: SQL;
  history: { recordId: AnyPgColumn; changedAt: AnyPgColumn };
  /** The confirmed ones (and a rental's completed ones, which happened as confirmed), and the cancelled to remove them. */
  shown: readonly string[];
}

const rental = equipmentRentals;
const booking = serviceBookings;
const KINDS = {
  rental: {
    table: rental,
    owner: equipment,
    id: rental.id,
    subject: rental.equipmentId,
    status: rental.status,
    startsAt: rental.startsAt,
    endsAt: rental.endsAt,
    windowEnd: sql`greatest(${rental.endsAt}, ${rental.returnedAt})`,
    createdAt: rental.createdAt,
    customerId: rental.customerId,
    qty: sql<number>`${rental.qty}`,
    heldUntil: heldRentals.heldUntilOf(sql`${sql.identifier(getTableName(rental))}`),
    history: rentalStatusHistory,
    shown: ['CONFIRMED', 'COMPLETED', 'CANCELLED'],
  },
  booking: {
    table: booking,
    owner: serviceProviders,
    id: booking.id,
    subject: booking.serviceProviderId,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    windowEnd: sql`${booking.endsAt}`,
    createdAt: booking.createdAt,
    customerId: booking.customerId,
    qty: sql<number>`1`,
    heldUntil: heldBookings.heldUntilOf(sql`${sql.identifier(getTableName(booking))}`),
    history: bookingStatusHistory,
    shown: ['CONFIRMED', 'CANCELLED'],
  },
} satisfies Record<string, Kind>;
export type FeedKind = keyof typeof KINDS;

/** The records a feed of the subject `subjectId` (a placeholder) shows: its statuses, in its window. */
const shownBy = (kind: Kind) =>
  and(
    eq(kind.subject, sql.placeholder('subjectId')),
    inArray(kind.status, kind.shown),
    sql`${kind.windowEnd} >= ${windowStart}`,
  );

/** A column named with its table, as a correlated subquery must (drizzle leaves a single table's columns bare). */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The select of one kind's feed, with or without names, for the subject `subjectId` (a
 * placeholder). Each record's status changes are summed up (last change, how many) by one lateral
 * look-up of its history's index; the records come nearest to now first, so the cap drops the
 * farthest.
 */
function feedQuery(db: Db, kindName: FeedKind, withNames: boolean) {
  const kind: Kind = KINDS[kindName];
  const { history } = kind;
  const changes = db
    .select({
      last: sql<Date | null>`max(${qualified(history.changedAt)})`.as('last'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(history.recordId.table)
    .where(sql`${qualified(history.recordId)} = ${qualified(kind.id)}`)
    .as('changes');
  const query = db
    .select({
      id: sql<string>`${kind.id}`,
      status: sql<string>`${kind.status}::text`,
      qty: kind.qty.mapWith(Number),
      start: localMs(kind.startsAt),
      end: localMs(kind.endsAt),
      heldUntil: localMs(kind.heldUntil),
      stamp: instantMs(sql`coalesce(${changes.last}, ${kind.createdAt})`),
      sequence: sql<number>`${changes.count}`.mapWith(Number),
      customer: withNames ? sql<string | null>`${users.name}` : sql<string | null>`null`,
    })
    .from(kind.table)
    .crossJoinLateral(changes)
    .$dynamic();
  return (withNames ? joinCustomerUser(query, kind.customerId) : query)
    .where(shownBy(kind))
    .orderBy(sql`abs(extract(epoch from ${kind.startsAt} - ${nowLocal}))`)
    .limit(FEED_MAX_RECORDS);
}

const statementName = (kindName: FeedKind, withNames: boolean) =>
  `calendar_feed_${kindName}${withNames ? '_names' : ''}`;

/** The statement of one kind's feed, with or without names, prepared once per database. */
function statementOf(db: Db, kindName: FeedKind, withNames: boolean) {
  const name = statementName(kindName, withNames);
  return preparedOnce(db, name, () => feedQuery(db, kindName, withNames).prepare(name));
}

/**
 * What a feed's events are kept by (events.ts): the row versions (`xmin`, the transaction that
 * wrote each row) of everything the feed statement reads, not its rows' text. Every change a feed
 * shows rewrites a row read here: a record's status, times, quantity, return or extra days (and
 * each status change, whose history row comes with one); its equipment's turnaround or its
 * provider's buffer and name; for a feed with names, any account's name (`user_name_version`,
 * counted up by a trigger on every change of one: reading each record's customer took 14-19 ms).
 * With the business day (the window's start) and, past FEED_MAX_RECORDS, the hour (which records
 * are nearest to now). Measured at --scale 2500, the busiest provider's 1,084 bookings: the md5 of
 * the feed's rows as text took 55-75 ms a fetch, this ~3 ms. A row frozen by VACUUM may read
 * another xmin: the events are then written once more, never served stale.
 */
function versionStatementOf(db: Db, kindName: FeedKind, withNames: boolean) {
  const name = `${statementName(kindName, withNames)}_version`;
  return preparedOnce(db, name, () => {
    const kind: Kind = KINDS[kindName];
    const record = kind.table;
    const owner = kind.owner;
    return db
      .select({
        rows: sql<string>`coalesce(md5(string_agg(${kind.id}::text || ':' || ${record}.xmin::text, ',' order by ${kind.id})), '')`,
        count: sql<number>`count(*)::int`,
        owner: sql<string>`(select ${owner}.xmin::text from ${owner} where ${owner.id} = ${sql.placeholder('subjectId')})`,
        names: withNames ? sql<string>`(select version::text from user_name_version)` : sql<string>`''`,
        day: sql<string>`(${nowLocal})::date::text`,
        hour: sql<string>`date_trunc('hour', ${nowLocal})::text`,
      })
      .from(record)
      .where(shownBy(kind))
      .prepare(name);
  });
}

/** The version of what an equipment's or a provider's feed shows of its records (a string to compare). */
export async function recordsVersion(db: Db, kindName: FeedKind, subjectId: string, withNames: boolean) {
  const [row] = await versionStatementOf(db, kindName, withNames).execute({ subjectId });
  if (!row) return '';
  const { rows, count, owner, names, day, hour } = row;
  return [rows, count, owner, names, day, count > FEED_MAX_RECORDS ? hour : ''].join('|');
}

/**
 * An equipment's rentals or a provider's bookings that a feed shows, in its window, ordered by
 * start then id; customer names read only when the feed shows them.
 */
export async function recordsOf(
  db: Db,
  kindName: FeedKind,
  subjectId: string,
  withNames: boolean,
): Promise<FeedRecord[]> {
  const rows = await statementOf(db, kindName, withNames).execute({ subjectId });
  return inOrder(
    rows.map(
      (row): FeedRecord => ({
        id: row.id,
        status: row.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
        qty: row.qty,
        start: new Date(row.start),
        end: new Date(row.end),
        heldUntil: new Date(row.heldUntil),
        stamp: new Date(row.stamp),
        sequence: row.sequence,
        customer: row.customer,
      }),
    ),
  );
}

/** By start, then id: the feed's text is the same for the same records, so its ETag is too. */
const inOrder = (records: FeedRecord[]) =>
  records.sort((a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
