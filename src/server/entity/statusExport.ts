import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { type CountedTable, countByStatus } from '../db/statusCounts';
import type { NewestFirstTable } from '../db/statusPages';
import { defineExport, type ExportColumn, type ExportList, fieldColumns } from '../exports/exportList';
import type { EntityAccess } from './entity';

/** What a status entity may say of its export; the rest comes from its contract. */
export interface StatusExportOptions<Rec> {
  /** The screen's columns (headers from messages.ts); every field of the record by its name unless given. */
  columns?: readonly ExportColumn<Rec>[];
}

/**
 * A status entity's export from its declaration: its list's status filter, newest first (the
 * screen's only order), each batch the page statement's shape: the batch's ids from the
 * (status, created_at, id) index after the last row written, then the records they name.
 */
export function statusExport<QueryRow, Rec extends { id: string }>({
  name,
  access,
  table,
  counted,
  filter,
  record,
  query,
  toRecord,
  options = {},
}: {
  name: string;
  access: EntityAccess;
  table: NewestFirstTable;
  counted: CountedTable;
  filter: z.ZodType<string>;
  record: z.ZodObject;
  query: (db: Db, where: SQL) => PromiseLike<QueryRow[]>;
  toRecord: (row: QueryRow) => Rec;
  options?: StatusExportOptions<Rec>;
}): ExportList {
  return defineExport({
    name,
    access: access.manage,
    filters: { status: filter.optional() },
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    columns: options.columns ?? fieldColumns<Rec>(Object.keys(record.shape)),
    ids: ['id'],
    count: async (db, { filter: { status } }) => {
      const counts = await countByStatus(db, counted);
      return status === undefined ? counts.all : (counts.byStatus[status] ?? 0);
    },
    read: async (db, { filter: { status }, sort }, after, limit) => {
      const descending = sort.order === 'DESC';
      const direction = sql.raw(descending ? 'desc' : 'asc');
      // The last row's place, looked up by its key: records are never deleted, only their status moves.
      const past = after
        ? sql`(${table.createdAt}, ${table.id}) ${sql.raw(descending ? '<' : '>')}
            (select r.created_at, r.id from ${table} r where r.id = ${after.id})`
        : undefined;
      const ids = sql`select ${table.id} from ${table}
        where ${and(status === undefined ? undefined : eq(table.status, status), past) ?? sql`true`}
        order by ${table.createdAt} ${direction}, ${table.id} ${direction} limit ${limit}`;
      const records = (await query(db, sql`${table.id} = any(array(${ids}))`)).map(toRecord);
      if (!descending) records.reverse();
      const last = records.at(-1);
      return { rows: records, next: last && records.length === limit ? { value: null, id: last.id } : null };
    },
  });
}
