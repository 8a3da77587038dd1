import { type SQL, sql } from 'drizzle-orm';

/** `rows` (a select whose columns are named) as a JSON array, `[]` when it has none: a column of a dashboard's one statement. */
export const jsonArray = <T>(rows: SQL) => sql<T[]>`(select coalesce(json_agg(r), '[]'::json) from (${rows}) r)`;
