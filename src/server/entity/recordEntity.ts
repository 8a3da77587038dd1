import { desc, getTableColumns, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActivityEntity } from '../../shared/contract/activity';
import type { RecordContract } from '../../shared/contract/recordContract';
import type { Tx } from '../db/client';
import { notFound, nullIfNotFound } from '../errors';
import { SYSTEM_ACTOR, snapshotOf } from '../modules/activity/record';
import { versionBody } from '../modules/activity/versionBody';
import type { Entity, EntityAccess } from './entity';
import { type RecordExportOptions, recordExport } from './recordExport';
import { type RecordSummaries, recordRoutes } from './recordRoutes';
import { type RecordTable, recordService } from './recordService';

type Fields = Record<string, unknown>;

/** A record contract of any entity; its types are read back from it. */
type AnyRecordContract = RecordContract<{ id: string }, Fields, { id: string }>;
type RecOf<C extends AnyRecordContract> = z.output<C['record']>;
type BodyOf<C extends AnyRecordContract> = z.output<C['addBody']> | z.output<C['updateBody']>;

/** What a record entity declares beside its contract; what it leaves out follows the defaults. */
export interface RecordEntitySpec<C extends AnyRecordContract, Row extends Fields> {
  table: RecordTable & { createdAt: RecordTable['id'] } & { $inferSelect: Row };
  access: EntityAccess;
  /** Success messages of add, update and delete; `notFound` for an unknown id. */
  texts: { added: string; updated: string; deleted: string; notFound: string };
  summaries?: Partial<RecordSummaries>;
  /** A valid add body (`n` keeps unique names unique): the route matrix's request. */
  sample: (n: number) => z.input<C['addBody']>;
  /** The column behind each wire name that is not the column's own (spec §7's `RatePerHour`). */
  columnNames?: Readonly<Record<string, keyof Row & string>>;
  /** The row as the API answers it, from the row and the record's fields found in it by name. */
  toRecord?: (row: Row, byName: Fields) => RecOf<C>;
  /** The columns a body sets, from the body and the columns its fields name. */
  columnsOf?: (body: BodyOf<C>, byName: Fields) => Fields;
  orderBy?: SQL[];
  /** A database refusal as the caller should see it (a taken name as the name's field error). */
  refine?: (err: unknown) => unknown;
  /** Inside delete's transaction, the row locked: refuse while history refers to it. */
  guardDelete?: (tx: Tx, id: string) => Promise<void>;
  /** Its name in the activity log, and a record's label there (its `name` unless given). */
  activity: { entity: ActivityEntity; label?: (record: RecOf<C>) => string };
  /** Its list's export where it differs from the default (see `recordExport`). */
  export?: RecordExportOptions<RecOf<C>>;
}

const nameOf = (record: object) => String((record as { name?: unknown }).name ?? '');

/**
 * A record entity: a table the API lists whole and edits record by record, with the calls its
 * shared contract names (see docs/adding-an-entity.md). The defaults: the record is the row's
 * fields the record schema names, add and update write the body's fields that are columns (a
 * field left out is null), newest first.
 *
 * `recordEntity(contract)({ table, access, texts, sample, ...hooks })`: the contract comes first
 * so that its types are settled before the rest is read (a sample's literals then keep their types).
 */
export const recordEntity =
  <C extends AnyRecordContract>(contract: C) =>
  <Row extends Fields>(spec: RecordEntitySpec<C, Row>): Entity => {
    const { table, texts } = spec;
    const columnOf = (field: string) => spec.columnNames?.[field] ?? field;
    const columns = getTableColumns(table);
    // Each wire name with the column behind it, worked out once rather than per row.
    const recordColumns = Object.keys(contract.record.shape).map((key) => [key, columnOf(key)] as const);
    const bodyColumns = Object.keys(contract.fields)
      .map((field) => [field, columnOf(field)] as const)
      .filter(([, column]) => column in columns);
    // The response schema checks this shape when the record is sent.
    const toRecord = (row: Row): RecOf<C> => {
      const byName = Object.fromEntries(recordColumns.map(([key, column]) => [key, row[column]]));
      return spec.toRecord ? spec.toRecord(row, byName) : (byName as RecOf<C>);
    };
    const service = recordService<Row, RecOf<C>, BodyOf<C>>({
      table,
      toRecord,
      columnsOf: (body) => {
        const byName = Object.fromEntries(
          bodyColumns.map(([field, column]) => [column, (body as Fields)[field] ?? null]),
        );
        return spec.columnsOf ? spec.columnsOf(body, byName) : byName;
      },
      orderBy: spec.orderBy ?? [desc(table.createdAt), desc(table.id)],
      missing: () => notFound(texts.notFound),
      refine: spec.refine,
      guardDelete: spec.guardDelete,
      activity: { entity: spec.activity.entity, label: spec.activity.label ?? nameOf },
    });
    const current = (db: Parameters<typeof service.get>[0], id: string) => nullIfNotFound(service.get(db, id));
    return {
      base: contract.base,
      access: spec.access,
      routes: recordRoutes({ contract, access: spec.access, service, texts, summaries: spec.summaries }),
      exports: [
        recordExport({
          contract,
          table,
          access: spec.access,
          columnOf,
          toRecord: (raw) => toRecord(raw as Row),
          options: spec.export,
        }),
      ],
      example: {
        kind: 'record',
        contract,
        sample: spec.sample,
        insert: async (db, body) =>
          (await service.add(db, { actor: SYSTEM_ACTOR }, contract.addBody.parse(body) as BodyOf<C>)).id,
      },
      versions: {
        entity: spec.activity.entity,
        current: async (db, id) => {
          const record = await current(db, id);
          return record && snapshotOf(record);
        },
        // Through the edit's own schema and service: its rules, its refusals, its recording.
        restore: {
          rehearsable: true,
          apply: async (deps, actor, id, snapshot) => {
            const by = { actor, restore: true };
            const record = (await current(deps.db, id))
              ? await service.update(deps, by, id, versionBody(contract.updateBody, { ...snapshot, id }) as BodyOf<C>)
              : await service.add(deps.db, by, versionBody(contract.addBody, snapshot) as BodyOf<C>, id);
            return snapshotOf(record);
          },
        },
      },
    };
  };
