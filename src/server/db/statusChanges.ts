import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from './client';

/**
 * A kind of record with one status and a history of its changes (beyond the spec): rentals and
 * bookings. Written as SQL over the tables' names, since every such pair of tables has the same
 * columns but for the names of the record's table and of its key in the history, and for the
 * status types.
 */
export interface StatusHistory {
  records: PgTable;
  /** Its history table (schema.ts `statusHistory`), whose `recordId` names the record. */
  history: PgTable & { recordId: PgColumn };
}

const namesOf = ({ records, history }: StatusHistory) => ({
  records: sql.identifier(getTableName(records)),
  history: sql.identifier(getTableName(history)),
  key: sql.identifier(history.recordId.name),
});

/**
 * Sets a record's status (spec §4: any value, freely) and records the change; false for an
 * unknown id. One statement, so one transaction that commits as it ends: the row lock comes first
 * and, in READ COMMITTED, hands the statement the record as the change before it left it, so
 * concurrent changes of one record queue and each records the status it really left.
 * status_counts' rows, locked by the trigger, are held only for the rest of this statement and its
 * commit, never across a round trip to this server, which under load is what made every other
 * change of the kind wait. Setting the current status changes and records nothing.
 */
export async function changeStatus(
  db: Db,
  tables: StatusHistory,
  recordId: string,
  to: string,
  changedBy: string,
): Promise<boolean> {
  const { records: table, history, key } = namesOf(tables);
  const changed = await db.execute(
    sql`with locked as (
          select id, status from ${table} where id = ${recordId} for no key update
        ), recorded as (
          insert into ${history} (${key}, from_status, to_status, changed_by)
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
  tables: StatusHistory,
  recordId: string,
  change: Change,
): Promise<z.infer<Change>[]> {
  const { history, key } = namesOf(tables);
  const rows = await db.execute<{ id: string; from: string; to: string; by: string | null; at: Date }>(
    sql`select h.id, h.from_status as "from", h.to_status as "to", u.name as "by", h.changed_at as "at"
        from ${history} h left join users u on u.id = h.changed_by
        where h.${key} = ${recordId}
        order by h.changed_at, h.seq`,
  );
  return rows.rows.map((row) =>
    change.parse({ ...row, by: row.by === null ? null : { name: row.by }, at: new Date(row.at).toISOString() }),
  );
}
