import type { AnyPgColumn, PgTable, PgView } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import type { ExportColumn } from '../exports/exportList';
import type { EntityAccess } from './entity';

/** A table with a uuid `id` column, as every table of ours has. */
export type TableWithId = PgTable & { id: AnyPgColumn };
/** A view with an `id` column: rows that join what a screen shows. */
export type ViewWithId = PgView & { id: AnyPgColumn };

/** A row of a REST entity's source, as its record's fields. */
export type RestRow = Record<string, unknown>;

/** What a REST entity may say of its export; the rest comes from its contract. */
export interface RestExportOptions {
  /** The screen's name of each field it shows (messages.ts); a field without one is headed by its name. */
  headers?: Readonly<Record<string, string>>;
  /** Columns of its own instead of the record's fields. */
  columns?: readonly ExportColumn<RestRow>[];
}

/** A change with rules or side effects of its own, instead of writing the body to the table. */
export interface RestChange {
  body: z.ZodObject;
  /**
   * Applies the validated body to the record `id` (throws notFound when there is none);
   * `request` for what it logs, such as a security event.
   */
  apply(deps: AppDeps, id: string, body: Record<string, unknown>, request: FastifyRequest): Promise<void>;
}

/** The wire shapes of a REST entity: the record, and the bodies of the writes it offers. */
export interface RestContract {
  /** Under /api/v1, and the react-admin resource's name without its slash. */
  base: string;
  /** A row as the API returns it (the response schema: unknown columns are not sent). */
  record: z.ZodObject;
  /** POST body, inserted into `source` (a table); unknown fields are dropped. None: no create. */
  create?: z.ZodObject;
  /** PUT body written to the table (usually `create.partial()`). None: no update, unless `change`. */
  update?: z.ZodObject;
}

/**
 * An entity beyond the spec served with ra-data-simple-rest's conventions: GET
 * /<name>?sort&range&filter with Content-Range, GET/PUT/DELETE /<name>/:id and POST /<name>. The
 * admin's dataProvider falls through to these for any resource whose screen declares no spec
 * calls, and its generic screen reads GET /<name>/form, so such an entity needs no mapping.
 */
export interface RestEntitySpec {
  contract: RestContract;
  /** Where rows are read: a table, or a view joining what the screen shows. */
  source: TableWithId | ViewWithId;
  /** Record fields a list may be sorted and filtered by, and the column behind each. */
  columns: Readonly<Record<string, AnyPgColumn>>;
  /** `manage` writes; `read` may also list and read one. */
  access: EntityAccess;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** PUT as a change of its own (suspending a vendor) rather than a write of the body. */
  change?: RestChange;
  /** DELETE deletes the row from `source` (a table). */
  remove?: boolean;
  /** Answers (refusals too) carry `Cache-Control: no-store`: for personal data such as accounts. */
  noStore?: boolean;
  /** Its list's export where it differs from the default (see `restExport`). */
  export?: RestExportOptions;
}
