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

/** What a status change statement takes: the record, the status it goes to, who changes it. */
export interface StatusChangeValues extends Record<string, unknown> {
  id: string;
  to: string;
  by: string;
}

/**
 * The common table expressions of a status change (spec §4: any value, freely), for a statement
 * that reads the record after them (named by `changedRecord`): `locked` holds the record if it
 * exists. The row lock comes first and, in READ COMMITTED, hands the statement the record as the
 * change before it left it, so concurrent changes of one record queue and each records the status
 * it really left. One statement, so one transaction that commits as it ends: status_counts' rows,
 * which the trigger locks, are held only for the rest of this statement and its commit, never
 * across a round trip to this server. Setting the current status changes and records nothing.
 * Placeholders: `StatusChangeValues`.
 */
export function statusChangeCtes(db: Db, tables: StatusHistory) {
  const { records: table, history, key } = namesOf(tables);
  const id = sql.placeholder('id');
  const to = sql.placeholder('to');
  const by = sql.placeholder('by');
  return [
    db
      .$with('locked', { id: sql<string>`id` })
      .as(sql`select id, status from ${table} where id = ${id} for no key update`),
    db.$with('recorded', {}).as(
      sql`insert into ${history} (${key}, from_status, to_status, changed_by)
          select id, status, ${to}, ${by} from locked where status <> ${to}`,
    ),
    db
      .$with('moved', {})
      .as(sql`update ${table} r set status = ${to} from locked where r.id = locked.id and locked.status <> ${to}`),
  ] as const;
}

/**
 * The condition naming the record `statusChangeCtes` changed. The statement reads it as its
 * snapshot had it, from before the change: only its status differs now, the one sent.
 */
export const changedRecord = (records: PgTable & { id: PgColumn }) => sql`${records.id} = (select id from locked)`;

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
