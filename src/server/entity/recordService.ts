import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ActivityEntity } from '../../shared/contract/activity';
import type { AppDeps } from '../appDeps';
import type { Db, Tx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { conflict, type HttpError } from '../errors';
import { actionOf, recordChange, snapshotOf, type WriteBy } from '../modules/activity/record';
import { releaseImage } from '../modules/files/release';

type Deps = Pick<AppDeps, 'db' | 'files' | 'log'>;

/** A record entity's table: a uuid id and an update time (and often an image URL). */
export type RecordTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/** The image a row shows, if its table has one: a table without the column releases nothing. */
const imageOf = (row: object): string | null =>
  'imageUrl' in row && typeof row.imageUrl === 'string' ? row.imageUrl : null;

/** What is an entity's own; the shape of each operation is the helper's. */
export interface RecordServiceSpec<Row extends object, Record, Body> {
  table: RecordTable;
  /** The one DB row -> wire shape mapping. */
  toRecord: (row: Row) => Record;
  /** The columns a body sets (add and update replace every field). */
  columnsOf: (body: Body) => { [column: string]: unknown };
  orderBy: SQL[];
  missing: () => HttpError;
  /** A database refusal as the caller should see it (a taken name as the name's field error). */
  refine?: (err: unknown) => unknown;
  /** Inside delete's transaction, the row locked: refuse while history refers to it. */
  guardDelete?: (tx: Tx, id: string) => Promise<void>;
  /** How the activity log names the entity and one of its records. */
  activity: { entity: ActivityEntity; label: (record: Record) => string };
}

export interface RecordService<Record, Body> {
  list(db: Db): Promise<Record[]>;
  get(db: Db, id: string): Promise<Record>;
  /** Adds the record (with `id` when a restore brings a deleted one back). */
  add(db: Db, by: WriteBy, body: Body, id?: string): Promise<Record>;
  /** Replaces every field; an image it no longer shows is released once the change is committed. */
  update(deps: Deps, by: WriteBy, id: string, body: Body): Promise<Record>;
  /** Deletes the record, then its image once nothing shows it; answers the deleted record. */
  remove(deps: Deps, by: WriteBy, id: string): Promise<Record>;
}

/**
 * The service of a record entity (equipment, service providers, categories): list, get,
 * add, and lock -> change -> release the image it no longer shows. The table is any of ours,
 * so its rows are typed by `Row` (the entity's `$inferSelect`) at this one boundary.
 */
export function recordService<Row extends object, Record, Body>(
  spec: RecordServiceSpec<Row, Record, Body>,
): RecordService<Record, Body> {
  const table = spec.table as PgTable;
  const { id: idColumn } = spec.table;
  const refined = (err: unknown): never => {
    throw spec.refine ? spec.refine(err) : err;
  };
  /** Records the write in its transaction: the record before and after it, as their snapshots. */
  const recorded = (tx: Tx, by: WriteBy, beforeRow: Row | null, afterRow: Row | null) => {
    const before = beforeRow && spec.toRecord(beforeRow);
    const after = afterRow && spec.toRecord(afterRow);
    const record = (after ?? before) as Record;
    return recordChange(tx, by.actor, {
      entity: spec.activity.entity,
      recordId: String((record as { id: unknown }).id),
      label: spec.activity.label(record),
      action: actionOf(by, beforeRow, afterRow),
      before: before && snapshotOf(before as object),
      after: after && snapshotOf(after as object),
    });
  };
  /** Locks the row for the rest of the transaction, so nothing can reference it meanwhile. */
  const lock = async (tx: Tx, id: string): Promise<Row> => {
    const [row] = await tx.select().from(table).where(eq(idColumn, id)).for('update');
    if (!row) throw spec.missing();
    return row as Row;
  };

  // The reads every screen makes are prepared once per database: no SQL built per request.
  const name = getTableName(table);
  const listOf = (db: Db) =>
    preparedOnce(db, `record_list_${name}`, () =>
      db
        .select()
        .from(table)
        .orderBy(...spec.orderBy)
        .prepare(`record_list_${name}`),
    );
  const oneOf = (db: Db) =>
    preparedOnce(db, `record_get_${name}`, () =>
      db
        .select()
        .from(table)
        .where(eq(idColumn, sql.placeholder('id')))
        .prepare(`record_get_${name}`),
    );

  return {
    async list(db) {
      const rows = await listOf(db).execute();
      return (rows as Row[]).map(spec.toRecord);
    },
    async get(db, id) {
      const [row] = await oneOf(db).execute({ id });
      if (!row) throw spec.missing();
      return spec.toRecord(row as Row);
    },
    async add(db, by, body, id) {
      const row = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(table)
            .values({ ...spec.columnsOf(body), ...(id === undefined ? {} : { id }) })
            .returning();
          if (!row) throw new Error('insert returned no row');
          await recorded(tx, by, null, row as Row);
          return row as Row;
        })
        .catch(refined);
      return spec.toRecord(row);
    },
    async update(deps, by, id, body) {
      const { before, after } = await deps.db
        .transaction(async (tx) => {
          const before = await lock(tx, id);
          const [after] = await tx
            .update(table)
            .set({ ...spec.columnsOf(body), updatedAt: sql`now()` })
            .where(eq(idColumn, id))
            .returning();
          if (!after) throw spec.missing();
          await recorded(tx, by, before, after as Row);
          return { before, after: after as Row };
        })
        .catch(refined);
      if (imageOf(before) !== imageOf(after)) await releaseImage(deps, imageOf(before));
      return spec.toRecord(after);
    },
    async remove(deps, by, id) {
      const deleted = await deps.db.transaction(async (tx) => {
        await lock(tx, id);
        await spec.guardDelete?.(tx, id);
        const [row] = await tx.delete(table).where(eq(idColumn, id)).returning();
        if (!row) throw spec.missing();
        await recorded(tx, by, row as Row, null);
        return row as Row;
      });
      await releaseImage(deps, imageOf(deleted));
      return spec.toRecord(deleted);
    },
  };
}

/**
 * A `guardDelete` for records that history refers to (rentals, bookings): refused with 409 while
 * any row of `column`'s table names the record, so the history keeps its references.
 */
export const keptWhileReferenced =
  (column: AnyPgColumn, message: string) =>
  async (tx: Tx, id: string): Promise<void> => {
    const [reference] = await tx.select({ id: sql`1` }).from(column.table).where(eq(column, id)).limit(1);
    if (reference) throw conflict(message);
  };
