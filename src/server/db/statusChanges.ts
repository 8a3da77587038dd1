import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ActivityEntity } from '../../shared/contract/activity';
import type { Actor } from '../modules/activity/record';
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

/** One status change: the record, the status it goes to, who changes it (a restore names itself). */
export interface StatusChange {
  id: string;
  to: string;
  by: Actor;
  restore?: boolean;
}

/** What a statement of `statusChangeCtes` takes: its changes, one array per field. */
export const statusChangeValues = (changes: readonly StatusChange[]) => ({
  ids: changes.map((change) => change.id),
  tos: changes.map((change) => change.to),
  bys: changes.map((change) => change.by.id),
  ...actorValues(changes),
});

/** The activity log's columns of each change's author, one array per column. */
export const actorValues = (changes: readonly { by: Actor; restore?: boolean }[]) => ({
  actorRoles: changes.map((change) => change.by.role),
  actorNames: changes.map((change) => change.by.name),
  requestIds: changes.map((change) => change.by.requestId),
  clientIps: changes.map((change) => change.by.ip),
  actions: changes.map((change) => (change.restore ? 'restore' : 'status')),
});

/** The unnest columns of `actorValues`, after a statement's own. */
export const actorColumns = sql`${sql.placeholder('actorRoles')}::role[], ${sql.placeholder('actorNames')}::text[],
  ${sql.placeholder('requestIds')}::text[], ${sql.placeholder('clientIps')}::text[], ${sql.placeholder('actions')}::text[]`;
export const actorColumnNames = sql`actor_role, actor_name, request_id, client_ip, action`;

/**
 * The common table expressions of status changes of distinct records (spec §4: any value,
 * freely), for a statement that reads the records after them (named by `changedRecords`):
 * `locked` holds those that exist. The row locks come first, in id order (so two statements
 * never wait for each other's), and, in READ COMMITTED, hand the statement each record as the
 * change before it left it, so concurrent changes of one record queue and each records the
 * status it really left. One statement, so one transaction that commits as it ends: the counters'
 * rows, which the trigger locks, are held only for the rest of this statement and its commit,
 * never across a round trip to this server. Setting the current status changes and records
 * nothing. Values: `statusChangeValues`.
 */
export function statusChangeCtes(
  db: Db | Tx,
  tables: StatusHistory & { records: { status: PgColumn } },
  entity: ActivityEntity,
) {
  const { records: table, history, key } = namesOf(tables);
  const status = sql.identifier(tables.records.status.getSQLType());
  return [
    db.$with('changes', {}).as(
      sql`select * from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('tos')}::text[],
          ${sql.placeholder('bys')}::uuid[], ${actorColumns})
          as c(id, to_status, changed_by, ${actorColumnNames})`,
    ),
    db.$with('locked', {}).as(
      sql`select r.id, r.status, c.to_status::${status} as to_status, c.changed_by, ${actorColumnNames}
          from ${table} r join changes c on c.id = r.id order by r.id for no key update of r`,
    ),
    // The activity log's row of each change, in the same statement (so the same transaction).
    db.$with('logged', {}).as(
      sql`insert into activity (actor_id, ${actorColumnNames}, entity, record_id, record_label, changes, snapshot)
          select changed_by, ${actorColumnNames}, ${entity}, id, id::text,
            jsonb_build_object('status', jsonb_build_array(status, to_status)), jsonb_build_object('status', to_status)
          from locked where status <> to_status`,
    ),
    db.$with('recorded', {}).as(
      sql`insert into ${history} (${key}, from_status, to_status, changed_by)
          select id, status, to_status, changed_by from locked where status <> to_status`,
    ),
    db.$with('moved', {}).as(
      sql`update ${table} r set status = locked.to_status from locked
          where r.id = locked.id and locked.status <> locked.to_status`,
    ),
  ] as const;
}

/**
 * The condition naming the records `statusChangeCtes` changed, looked up by key. The statement
 * reads them as its snapshot had them, from before the change: only their status differs now,
 * the one sent.
 */
export const changedRecords = (records: PgTable & { id: PgColumn }) =>
  sql`${records.id} = any(array(select id from locked))`;

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
