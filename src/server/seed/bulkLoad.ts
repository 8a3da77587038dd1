/**
 * The seed's writes as a bulk load (PostgreSQL's "Populating a Database" advice). A foreign key
 * is checked once per inserted row and an index updated at a random place per row, which made
 * most of a large seed's time; a foreign key added to a filled table is validated by one join,
 * and an index built by one sort. So the seed drops the schema's foreign keys and plain indexes,
 * and the keys of the tables it fills in bulk, writes, then creates them all again exactly as
 * they were (read from the catalogue, so those of later migrations come back too), in its
 * transaction: a failed seed leaves the schema as it was, and a duplicate key fails the seed
 * when its key comes back. The keys of the tables triggers keep (counters) stay: the triggers
 * upsert through them.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

interface Constraint extends Record<string, unknown> {
  table: string;
  name: string;
  definition: string;
}

interface PlainIndex extends Record<string, unknown> {
  name: string;
  definition: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Constraints of the application schema of the given kinds (pg_constraint.contype), on the given tables or all. */
async function constraints(tx: Tx, kinds: readonly string[], tables?: readonly string[]): Promise<Constraint[]> {
  const { rows } = await tx.execute<Constraint>(sql`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where c.connamespace = 'public'::regnamespace and c.contype = any(${sql.param(kinds)}::"char"[])
      and (${tables === undefined} or t.relname = any(${sql.param(tables ?? [])}::text[]))
    order by 1, 2`);
  return rows;
}

/** Indexes that are neither unique nor behind a constraint. */
async function plainIndexes(tx: Tx): Promise<PlainIndex[]> {
  const { rows } = await tx.execute<PlainIndex>(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relnamespace = 'public'::regnamespace and not i.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`);
  return rows;
}

const drop = (c: Constraint) => sql.raw(`alter table ${c.table} drop constraint ${quote(c.name)}`);
const add = (c: Constraint) => sql.raw(`alter table ${c.table} add constraint ${quote(c.name)} ${c.definition}`);

/** Runs `write` with the foreign keys, the plain indexes and the keys of `filledTables` lifted. */
export async function asBulkLoad<T>(tx: Tx, filledTables: readonly string[], write: () => Promise<T>): Promise<T> {
  const foreignKeys = await constraints(tx, ['f']);
  const keys = await constraints(tx, ['p', 'u'], filledTables);
  const indexes = await plainIndexes(tx);
  for (const c of foreignKeys) await tx.execute(drop(c));
  for (const c of keys) await tx.execute(drop(c));
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  const result = await write();
  for (const c of keys) await tx.execute(add(c));
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const c of foreignKeys) await tx.execute(add(c));
  return result;
}
