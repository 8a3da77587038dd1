import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RecordContract } from '../../shared/contract/recordContract';
import { defineExport, type ExportColumn, type ExportList, type ExportSort, fieldColumns } from '../exports/exportList';
import { tableReader } from '../exports/tableExport';
import { type EntityAccess, tagOf } from './entity';
import type { RecordTable } from './recordService';

/** What a record entity may say of its export; the rest comes from its contract. */
export interface RecordExportOptions<Rec> {
  /** Its screen's resource where it is not the base's name (`service-provider`). */
  name?: string;
  /** The screen's name of each field it shows (messages.ts); a field without one is headed by its name. */
  headers?: Partial<Record<keyof Rec & string, string>>;
  /** Columns of its own instead of the record's fields. */
  columns?: readonly ExportColumn<Rec>[];
  /** The screen's first sort; name A to Z unless given (or the first sortable field). */
  defaultSort?: ExportSort;
}

/** Column types a list sorts by; JSON and arrays do not. */
const SORTABLE_TYPES = new Set(['string', 'number', 'bigint', 'boolean', 'date']);

/** A field's header: the screen's name for it, the title its schema states, or its name. */
const headerOf = (key: string, schema: z.ZodType | undefined, headers: Partial<Record<string, string>> = {}) =>
  headers[key] ?? schema?.meta()?.title ?? key;

/**
 * A record entity's export from its declaration: every field of its record a column (objects as
 * JSON), every scalar field that is a column of its table a sort (the generic screen sorts them
 * all), the whole table read in keyset batches.
 */
export function recordExport<Rec>({
  contract,
  table,
  access,
  columnOf,
  toRecord,
  options = {},
}: {
  contract: Pick<RecordContract, 'base' | 'record'>;
  table: RecordTable;
  access: EntityAccess;
  columnOf: (field: string) => string;
  toRecord: (raw: Record<string, unknown>) => Rec;
  options?: RecordExportOptions<Rec>;
}): ExportList {
  const fields = getTableColumns(table) as Record<string, AnyPgColumn>;
  const shape = contract.record.shape as Record<string, z.ZodType>;
  const sorts = Object.fromEntries(
    Object.keys(shape).flatMap((key) => {
      const column = fields[columnOf(key)];
      return column && SORTABLE_TYPES.has(column.dataType) ? [[key, column] as const] : [];
    }),
  );
  const sortKeys = Object.keys(sorts);
  const [first = 'id', ...rest] = sortKeys;
  const columns =
    options.columns ?? fieldColumns<Rec>(Object.keys(shape), (key) => headerOf(key, shape[key], options.headers));
  return defineExport({
    name: options.name ?? tagOf(contract.base),
    access: access.manage,
    filters: {},
    sorts: [first, ...rest],
    defaultSort: options.defaultSort ?? { field: sortKeys.includes('name') ? 'name' : first, order: 'ASC' },
    columns,
    ids: ['id'],
    read: tableReader({ source: table, fields, id: table.id, sorts, toRow: toRecord }),
  });
}
