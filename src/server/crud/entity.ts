import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Role } from '../../shared/contract/common';

/** A table with a uuid `id` column, as every table of ours has. */
export type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * An entity beyond the spec, declared once and served with ra-data-simple-rest's conventions
 * (DESIGN.md "Adding an entity"): GET /<name>?sort&range&filter with Content-Range,
 * GET/PUT/DELETE /<name>/:id and POST /<name>. The admin's dataProvider falls through to
 * these for any resource not in its endpoint table, so such an entity needs no mapping.
 */
export interface CrudEntity {
  /** URL segment under /api/v1 and the react-admin resource name. */
  name: string;
  table: TableWithId;
  /** Record fields a list may be sorted and filtered by, and the column behind each. */
  columns: Readonly<Record<string, AnyPgColumn>>;
  /** A row as the API returns it (the response schema: unknown columns are not sent). */
  record: z.ZodObject;
  /** POST body; unknown fields are dropped. */
  create: z.ZodObject;
  /** PUT body: usually `create.partial()`. */
  update: z.ZodObject;
  access: { read: readonly Role[]; write: readonly Role[] };
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}
