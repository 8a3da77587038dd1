import type { AnyPgColumn, PgTable, PgView } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Role } from '../../shared/contract/common';
import type { AppDeps } from '../appDeps';

/** A table with a uuid `id` column, as every table of ours has. */
export type TableWithId = PgTable & { id: AnyPgColumn };
/** A view with an `id` column: rows that join what a screen shows. */
export type ViewWithId = PgView & { id: AnyPgColumn };

/** A change with rules or side effects of its own, instead of writing the body to the table. */
export interface CrudChange {
  body: z.ZodObject;
  /**
   * Applies the validated body to the record `id` (throws notFound when there is none);
   * `request` for what it logs, such as a security event.
   */
  apply(deps: AppDeps, id: string, body: Record<string, unknown>, request: FastifyRequest): Promise<void>;
}

/**
 * An entity beyond the spec, declared once and served with ra-data-simple-rest's conventions
 * (DESIGN.md "Adding an entity"): GET /<name>?sort&range&filter with Content-Range,
 * GET/PUT/DELETE /<name>/:id and POST /<name>. The admin's dataProvider falls through to
 * these for any resource whose screen declares no spec calls, so such an entity needs no mapping.
 */
export interface CrudEntity {
  /** URL segment under /api/v1 and the react-admin resource name. */
  name: string;
  /** Where rows are read: a table, or a view joining what the screen shows. */
  source: TableWithId | ViewWithId;
  /** Record fields a list may be sorted and filtered by, and the column behind each. */
  columns: Readonly<Record<string, AnyPgColumn>>;
  /** A row as the API returns it (the response schema: unknown columns are not sent). */
  record: z.ZodObject;
  access: { read: readonly Role[]; write: readonly Role[] };
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** POST body, inserted into `source` (a table); unknown fields are dropped. None: no create. */
  create?: z.ZodObject;
  /** PUT: a body written to the table (usually `create.partial()`), or a change of its own. None: no update. */
  update?: z.ZodObject | CrudChange;
  /** DELETE deletes the row from `source` (a table). */
  remove?: boolean;
}

export const isChange = (update: z.ZodObject | CrudChange): update is CrudChange => !(update instanceof z.ZodType);
