import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Role } from '../../shared/contract/common';
import { exportQueryFields, type SortOrder } from '../../shared/contract/exports';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { badRequest } from '../errors';

/** Whose rows an export reads: an admin's every row, a vendor's its own (from the token, never the query). */
export type Scope = { vendorId: string | null };

/** One column of a list's CSV: a stable key (what `columns=` names), its header (the screen's name), its cell. */
export interface ExportColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => unknown;
  /** Written for an admin only (the vendor of every vendor's products); a vendor's export has not the column. */
  adminOnly?: boolean;
}

/** A column for each field of a row, by its name, headed as `headerOf` says (its name unless given). */
export const fieldColumns = <Row>(
  keys: readonly string[],
  headerOf: (key: string) => string = (key) => key,
): ExportColumn<Row>[] =>
  keys.map((key) => ({ key, header: headerOf(key), value: (row: Row) => (row as Record<string, unknown>)[key] }));

/** Where the next batch starts: the last row's sort value as the database prints it, and its id. */
export interface Cursor {
  value: string | null;
  id: string;
}

export interface ExportSort {
  field: string;
  order: SortOrder;
}

/** What an export reads: whose rows, the list's own filters as validated, and the sort. */
export interface ExportAsk<Filter> {
  scope: Scope;
  filter: Filter;
  sort: ExportSort;
}

/** One statement's rows and where the next starts (null: that was the last). */
export interface ExportBatch<Row> {
  rows: readonly Row[];
  next: Cursor | null;
}

type FilterOf<Filters extends z.ZodRawShape> = z.output<z.ZodObject<Filters>>;

/** A list's export as it is declared, once, in its domain's folder (or by its entity's constructor). */
export interface ExportSpec<Row, Filters extends z.ZodRawShape, StatementRow = Row> {
  /** The list's screen (its react-admin resource): the route `/exports/<name>` and the file's name. */
  name: string;
  access: readonly Role[];
  /** The list's filters as its screen sends them (`status`), each checked with its message. */
  filters: Filters;
  /** The sort keys the list takes (its screen's sortable columns), and the one it opens with. */
  sorts: readonly [string, ...string[]];
  defaultSort: ExportSort;
  columns: readonly ExportColumn<Row>[];
  /** The columns written whatever `columns=` asks (ids). */
  ids: readonly string[];
  /** At most `limit` rows after `after` (null: the first), in the export's order: one indexed statement. */
  read: (db: Db, ask: ExportAsk<FilterOf<Filters>>, after: Cursor | null, limit: number) => Promise<ExportBatch<Row>>;
  /**
   * The whole export as one statement, for a list too long to walk by keyset quickly (every
   * order): on PostgreSQL it is read through a cursor (cursor.ts); the embedded database still
   * walks `read`'s batches, since its one session must not be held for an export's length.
   */
  statement?: (ask: ExportAsk<FilterOf<Filters>>) => SQL;
  /** The lines a row of `statement` writes, where it is not one line (a product: one per variant). */
  linesOf?: (row: StatementRow) => readonly Row[];
  /** The rows the export will write, from the counters the lists keep, where there are. */
  count?: (db: Db, ask: ExportAsk<FilterOf<Filters>>) => Promise<number | null>;
}

/** An export about to run: its header, what it reads, and what it records. */
export interface ExportRun {
  headers: string[];
  columns: string[];
  filter: Record<string, unknown>;
  sort: ExportSort;
  count: (db: Db) => Promise<number | null>;
  /** A batch as CSV cells, a row an array. */
  read: (db: Db, after: Cursor | null, limit: number) => Promise<{ rows: unknown[][]; next: Cursor | null }>;
  /** The whole export as one statement, and its rows as CSV cells (see ExportSpec.statement). */
  statement?: { sql: SQL; cells: (rows: readonly Record<string, unknown>[]) => unknown[][] };
}

/** A declared export with its row type hidden: what the routes and the registry hold. */
export interface ExportList {
  name: string;
  access: readonly Role[];
  /** The query the route validates: the list's filters, `sort`, `order` and `columns`. */
  query: z.ZodObject;
  columnKeys: readonly string[];
  /** The run a validated query asks for; 400 for a column the list has not. */
  start: (query: Record<string, unknown>, scope: Scope) => ExportRun;
}

const m = messages.exports;

/**
 * The columns asked for, in their order, with the ids first where they are left out; every key
 * must be the list's (a 400 otherwise). None asked: every column, as the screen shows them.
 */
function chosenColumns<Row, StatementRow>(
  spec: ExportSpec<Row, z.ZodRawShape, StatementRow>,
  asked: string | undefined,
  shown: string | undefined,
  scope: Scope,
) {
  const own = spec.columns.filter((column) => !column.adminOnly || scope.vendorId === null);
  if (asked === undefined && shown !== undefined) return shownColumns(spec, own, shown);
  if (asked === undefined) return own;
  const byKey = new Map(own.map((column) => [column.key, column]));
  const keys = [...new Set(asked.split(','))];
  const unknown = keys.filter((key) => !byKey.has(key));
  if (unknown.length) throw badRequest(m.invalidColumns, { columns: `${m.invalidColumns}: ${unknown.join(', ')}` });
  const missingIds = spec.ids.filter((id) => !keys.includes(id));
  return [...missingIds, ...keys].flatMap((key) => byKey.get(key) ?? []);
}

/**
 * The columns the screen shows, in its order, each found by its key or its header (any case); a
 * screen column the file has none for is left out, and the ids come first where it has them not.
 * Names matching none of the list's columns (another screen's arrangement) give every column.
 */
function shownColumns<Row, StatementRow>(
  spec: ExportSpec<Row, z.ZodRawShape, StatementRow>,
  own: readonly ExportColumn<Row>[],
  shown: string,
): ExportColumn<Row>[] {
  const byName = new Map<string, ExportColumn<Row>>();
  for (const column of own) {
    byName.set(column.header.toLowerCase(), column);
    byName.set(column.key.toLowerCase(), column);
  }
  const found = [...new Set(shown.split(',').flatMap((name) => byName.get(name.trim().toLowerCase()) ?? []))];
  if (found.length === 0) return [...own];
  const ids = own.filter((column) => spec.ids.includes(column.key) && !found.includes(column));
  return [...ids, ...found];
}

/** A list's export, declared once: its query, its columns and how it reads, behind one erased shape. */
export function defineExport<Row, Filters extends z.ZodRawShape, StatementRow = Row>(
  spec: ExportSpec<Row, Filters, StatementRow>,
): ExportList {
  const filterSchema = z.object(spec.filters);
  const query = z.object({ ...spec.filters, ...exportQueryFields(spec.sorts) });
  return {
    name: spec.name,
    access: spec.access,
    query,
    columnKeys: spec.columns.map((column) => column.key),
    start: (values, scope) => {
      const {
        sort,
        order,
        columns: asked,
        shown,
        ...rest
      } = values as { sort?: string; order?: SortOrder; columns?: string; shown?: string };
      const columns = chosenColumns(
        spec as unknown as ExportSpec<Row, z.ZodRawShape, StatementRow>,
        asked,
        shown,
        scope,
      );
      // The route validated the query with `query`; parsed again only to type the filter.
      const filter = filterSchema.parse(rest);
      const ask: ExportAsk<FilterOf<Filters>> = {
        scope,
        filter,
        sort: { field: sort ?? spec.defaultSort.field, order: order ?? spec.defaultSort.order },
      };
      const cellsOf = (row: Row) => columns.map((column) => column.value(row));
      return {
        headers: columns.map((column) => column.header),
        columns: columns.map((column) => column.key),
        filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)),
        sort: ask.sort,
        count: async (db) => (spec.count ? spec.count(db, ask) : null),
        read: async (db, after, limit) => {
          const { rows, next } = await spec.read(db, ask, after, limit);
          return { rows: rows.map(cellsOf), next };
        },
        ...(spec.statement && {
          // The statement's rows are of its own select list: `linesOf` makes them lines, else each is one.
          statement: {
            sql: spec.statement(ask),
            cells: (rows) =>
              (rows as StatementRow[]).flatMap((row) =>
                (spec.linesOf ? spec.linesOf(row) : [row as unknown as Row]).map(cellsOf),
              ),
          },
        }),
      };
    },
  };
}
