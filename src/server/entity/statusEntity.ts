import { eq, getTableName, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActivityEntity } from '../../shared/contract/activity';
import type { StatusContract } from '../../shared/contract/statusContract';
import type { Db, RecordSource, Tx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import {
  changedRecords,
  historyOf,
  type StatusChange,
  type StatusHistory,
  statusChangeCtes,
  statusChangeValues,
} from '../db/statusChanges';
import type { CountedTable } from '../db/statusCounts';
import { type Preparable, type ScheduledTable, statusList } from '../db/statusPages';
import { inBatches, WRITE_BATCHES } from '../db/writeBatches';
import { type HttpError, notFound, nullIfNotFound } from '../errors';
import type { Actor } from '../modules/activity/record';
import { versionBody } from '../modules/activity/versionBody';
import { type Entity, type EntityAccess, idIn, tagOf } from './entity';
import { type StatusExportOptions, statusExport } from './statusExport';
import { type StatusSummaries, statusRoutes } from './statusRoutes';

type RecOf<C extends StatusContract> = z.output<C['record']>;
type DetailsOf<C extends StatusContract> = z.output<C['details']>;

/**
 * A record with a status and its history (spec §7 Rentals, Service bookings): its table, the
 * query that joins what its record shows, and what its details add. The calls, the page with
 * its counters, the update that records the change and the details are the same for every one.
 */
export interface StatusEntitySpec<C extends StatusContract, QueryRow> {
  access: EntityAccess;
  /** The records' table (newest first, counted by status in status_counts) and their history. */
  tables: StatusHistory & { records: ScheduledTable };
  /** The records `where` names, newest first, with what they join (from `db`, or after the CTEs a builder holds). */
  query: (db: RecordSource, where: SQL) => Preparable<QueryRow> & PromiseLike<QueryRow[]>;
  toRecord: (row: QueryRow) => RecOf<C>;
  /** What the details answer beside the record and its history (the clash figures). */
  detailsOf: (db: Db, record: RecOf<C>) => Promise<Omit<DetailsOf<C>, keyof RecOf<C> | 'history'>>;
  /** Spec §8's toast of the update, and the answer for an unknown id. */
  texts: { updated: string; notFound: string };
  summaries: StatusSummaries;
  /** Its name in the activity log (a version of one of its records is its status). */
  activity: { entity: ActivityEntity };
  /** Its list's export where it differs from the default (see `statusExport`). */
  export?: StatusExportOptions<RecOf<C>>;
  /**
   * A rule a change to one of `to` must pass (issue 29: a confirmation the stock or the provider's
   * time can hold). Such a change runs alone in a transaction: `check` runs first, locks what it
   * reads (so competing changes queue) and throws a 4xx to refuse; the change is written after it.
   */
  guard?: { to: readonly string[]; check: (tx: Tx, id: string) => Promise<void> };
  /**
   * Where a record's state limits its status (a rental handed over), the database refuses the
   * change (a trigger, so no read before every change): the 4xx such a refusal stands for, or
   * undefined for any other error. A batch it fails runs again one change at a time, so only the
   * offending call fails.
   */
  refusalOf?: (err: unknown) => HttpError | undefined;
}

/** `statusEntity(contract)({ ... })`: the contract first, so its types settle before the rest is read. */
export const statusEntity =
  <C extends StatusContract>(contract: C) =>
  <QueryRow>(spec: StatusEntitySpec<C, QueryRow>): Entity => {
    const { tables, texts } = spec;
    const idOf = (body: unknown) => idIn(body, contract.idKey);
    const name = getTableName(tables.records);
    const source = {
      name,
      counted: name as CountedTable,
      table: tables.records,
      query: spec.query,
      toRecord: spec.toRecord,
      counters: contract.counters,
    };
    const recordFor = async (db: Db, id: string): Promise<RecOf<C>> => {
      const [row] = await spec.query(db, eq(tables.records.id, id));
      if (!row) throw notFound(texts.notFound);
      return spec.toRecord(row);
    };
    // The changes and the records they leave in one statement (one round trip), prepared once.
    const updateName = `${name}_status_update`;
    const updateStatement = (db: Db | Tx) =>
      preparedOnce(db, updateName, () =>
        spec
          .query(db.with(...statusChangeCtes(db, tables, spec.activity.entity)), changedRecords(tables.records))
          .prepare(updateName),
      );
    // Each change's record, or undefined for an unknown id.
    const writeChanges = async (db: Db | Tx, changes: StatusChange[]) => {
      const records = new Map<string, RecOf<C>>();
      for (const row of await updateStatement(db).execute(statusChangeValues(changes))) {
        const record = spec.toRecord(row);
        records.set(record.id, record);
      }
      return changes.map((change) => {
        const record = records.get(change.id);
        return record && { ...record, status: change.to };
      });
    };
    const { guard, refusalOf } = spec;
    const changeStatuses = inBatches(writeChanges, {
      key: (change) => change.id,
      ...WRITE_BATCHES,
      oneCallsError: (err) => refusalOf?.(err) !== undefined,
    });
    // A guarded change never shares a batch: its refusal must fail it alone.
    const guardedChange = (db: Db, change: StatusChange) =>
      db.transaction(async (tx) => {
        await guard?.check(tx, change.id);
        const [record] = await writeChanges(tx, [change]);
        return record;
      });
    const setStatus = async (db: Db, change: StatusChange) => {
      const guarded = guard?.to.includes(change.to);
      const record = await (guarded ? guardedChange(db, change) : changeStatuses(db, change)).catch((err: unknown) => {
        throw refusalOf?.(err) ?? err;
      });
      if (!record) throw notFound(texts.notFound);
      return record;
    };
    return {
      base: contract.base,
      access: spec.access,
      exports: [
        statusExport({
          name: tagOf(contract.base),
          access: spec.access,
          table: tables.records,
          counted: name as CountedTable,
          filter: contract.filter,
          record: contract.record,
          query: spec.query,
          toRecord: spec.toRecord,
          options: spec.export,
        }),
      ],
      versions: {
        entity: spec.activity.entity,
        current: async (db, id) =>
          nullIfNotFound(recordFor(db, id)).then((record) => record && { status: record.status }),
        // A status may follow any other (spec §4); a deleted record is not brought back here.
        restore: {
          rehearsable: false,
          apply: async (deps, actor: Actor, id, snapshot) => {
            const { status } = versionBody(contract.updateBody, { ...snapshot, [contract.idKey]: id });
            return { status: (await setStatus(deps.db, { id, to: status, by: actor, restore: true })).status };
          },
        },
      },
      // No changes: the statement and its triggers run on no rows.
      warmUp: async (db) => {
        await updateStatement(db).execute(statusChangeValues([]));
      },
      routes: statusRoutes({
        contract,
        access: spec.access,
        summaries: spec.summaries,
        updated: texts.updated,
        // The answer's counters are the contract's, by name: its schema checks them when sent.
        list: (db, body, query) => statusList(db, source, body, query) as Promise<z.output<C['listResponse']>>,
        update: (db, body, by) => setStatus(db, { id: idOf(body), to: body.status, by }),
        details: async (db, body) => {
          const record = await recordFor(db, idOf(body));
          const [history, more] = await Promise.all([
            historyOf(db, tables, record.id, contract.statusChange),
            spec.detailsOf(db, record),
          ]);
          return { ...record, history, ...more };
        },
      }),
    };
  };
