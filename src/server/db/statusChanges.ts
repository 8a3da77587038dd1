import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RentalStatus } from '../../shared/contract/equipment-rentals';
import type { BookingStatus } from '../../shared/contract/service-bookings';
import type { Db, Tx } from './client';

/**
 * The records with one status each and a history of its changes (beyond the spec): rentals and
 * bookings, each with its history table and the column naming the record there. Written as SQL
 * over these names, since the two pairs of tables differ only in names and status types.
 */
const KINDS = {
  rental: { records: 'equipment_rentals', history: 'rental_status_history', key: 'rental_id' },
  booking: { records: 'service_bookings', history: 'booking_status_history', key: 'booking_id' },
} as const;
export type StatusKind = keyof typeof KINDS;
/** The statuses a record of each kind takes (the contract's). */
interface StatusOf {
  rental: RentalStatus;
  booking: BookingStatus;
}

/**
 * Sets a record's status (spec §4: any value, freely) and records the change; false for an
 * unknown id. One statement, so one transaction that commits as it ends: the row lock comes first
 * and, in READ COMMITTED, hands the statement the record as the change before it left it, so
 * concurrent changes of one record queue and each records the status it really left.
 * status_counts' rows, locked by the trigger, are held only for the rest of this statement and its
 * commit, never across a round trip to this server, which under load is what made every other
 * change of the kind wait. Setting the current status changes and records nothing.
 */
export async function changeStatus<Kind extends StatusKind>(
  db: Db,
  kind: Kind,
  recordId: string,
  to: StatusOf[Kind],
  changedBy: string,
): Promise<boolean> {
  const { records, history, key } = KINDS[kind];
  const table = sql.identifier(records);
  const changed = await db.execute(
    sql`with locked as (
          select id, status from ${table} where id = ${recordId} for no key update
        ), recorded as (
          insert into ${sql.identifier(history)} (${sql.identifier(key)}, from_status, to_status, changed_by)
          select id, status, ${to}, ${changedBy} from locked where status <> ${to}
        ), moved as (
          update ${table} r set status = ${to} from locked where r.id = locked.id and locked.status <> ${to}
        )
        select 1 from locked`,
  );
  return changed.rows.length > 0;
}

/**
 * The record's status changes, oldest first, each with the name of whoever made it (null once
 * that account is deleted), read into `change`, the contract's shape of one.
 */
export async function historyOf<Change extends z.ZodType>(
  db: Db | Tx,
  kind: StatusKind,
  recordId: string,
  change: Change,
): Promise<z.infer<Change>[]> {
  const { history, key } = KINDS[kind];
  const rows = await db.execute<{ id: string; from: string; to: string; by: string | null; at: Date }>(
    sql`select h.id, h.from_status as "from", h.to_status as "to", u.name as "by", h.changed_at as "at"
        from ${sql.identifier(history)} h left join users u on u.id = h.changed_by
        where h.${sql.identifier(key)} = ${recordId}
        order by h.changed_at, h.seq`,
  );
  return rows.rows.map((row) =>
    change.parse({ ...row, by: row.by === null ? null : { name: row.by }, at: new Date(row.at).toISOString() }),
  );
}
