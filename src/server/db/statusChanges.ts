import { sql } from 'drizzle-orm';
import type { z } from 'zod';
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

/**
 * Sets a record's status (spec §4: any value, freely) and records the change, in one
 * transaction, answering the record as it now stands (read by `read`), or null for an unknown id.
 * The row lock comes first, so concurrent changes of one record queue and each records the status
 * it really left. The record is read before the change, and the history row and the status go in
 * one last statement: from there status_counts' rows stay locked until commit, and every other
 * change of the same kind waits for them. Setting the current status changes and records nothing.
 */
export async function changeStatus<Record extends { status: string }>(
  db: Db,
  kind: StatusKind,
  recordId: string,
  to: Record['status'],
  changedBy: string,
  read: (tx: Tx) => Promise<Record>,
): Promise<Record | null> {
  const { records, history, key } = KINDS[kind];
  const table = sql.identifier(records);
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ status: string }>(
      sql`select status from ${table} where id = ${recordId} for no key update`,
    );
    const from = locked.rows[0]?.status;
    if (from === undefined) return null;
    const record = await read(tx);
    if (from === to) return record;
    await tx.execute(
      sql`with recorded as (
            insert into ${sql.identifier(history)} (${sql.identifier(key)}, from_status, to_status, changed_by)
            values (${recordId}, ${from}, ${to}, ${changedBy})
          )
          update ${table} set status = ${to} where id = ${recordId}`,
    );
    return { ...record, status: to };
  });
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
        order by h.changed_at, h.id`,
  );
  return rows.rows.map((row) =>
    change.parse({ ...row, by: row.by === null ? null : { name: row.by }, at: new Date(row.at).toISOString() }),
  );
}
