import { getTableColumns, getViewSelectedFields, is } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { defineExport, type ExportList, fieldColumns } from '../exports/exportList';
import { tableReader } from '../exports/tableExport';
import { tagOf } from './entity';
import type { RestEntitySpec, RestRow } from './restSpec';

/**
 * A REST entity's export from its declaration: the record's fields as columns, its sortable
 * columns as sorts (with its default sort), its source read in keyset batches.
 */
export function restExport(spec: RestEntitySpec): ExportList {
  const { contract, source } = spec;
  const fields = (is(source, PgTable) ? getTableColumns(source) : getViewSelectedFields(source)) as Record<
    string,
    AnyPgColumn
  >;
  const keys = Object.keys(contract.record.shape);
  const pick = (raw: RestRow): RestRow => Object.fromEntries(keys.map((key) => [key, raw[key]]));
  const [first = spec.defaultSort.field, ...rest] = Object.keys(spec.columns);
  return defineExport({
    name: tagOf(contract.base),
    access: spec.access.manage,
    filters: {},
    sorts: [first, ...rest],
    defaultSort: spec.defaultSort,
    columns: spec.export?.columns ?? fieldColumns<RestRow>(keys),
    ids: ['id'],
    read: tableReader({ source, fields, id: source.id, sorts: spec.columns, toRow: pick }),
  });
}
