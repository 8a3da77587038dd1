/** Empties every table of the application schema (the migrations journal lives elsewhere and stays). */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function truncateAll(tx: Tx): Promise<void> {
  // Read from the catalogue, so tables added after this file was written are emptied too.
  const result = await tx.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = result.rows.map((r) => `public.${quote(r.tablename)}`);
  if (tables.length > 0) await tx.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}
