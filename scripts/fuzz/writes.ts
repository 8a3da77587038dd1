import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** The next transaction id: a write assigns one and a read does not, so a read leaves it where it was. */
export async function nextXid(db: Db): Promise<string | undefined> {
  const { rows } = await db.execute<{ xid: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`);
  return rows[0]?.xid;
}

/**
 * Every table's content as an md5 of its rows in order, by table name: what a write changes.
 * Unlogged tables are left out: `list_changes` is the instances' queue of pings, which each
 * instance prunes in the background, not data a request writes.
 */
export async function tableFingerprints(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relpersistence = 'p' order by c.relname`,
  );
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from ${sql.identifier(name)} r`,
  );
  const { rows } = await db.execute<{ name: string; hash: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** The tables whose content differs between two fingerprints. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

/**
 * Tells whether a request wrote anything. An unmoved transaction id proves nothing was written;
 * when it moved, the content of every table is compared, since a rolled-back write also takes an
 * id but leaves nothing behind.
 */
export async function writeWatch(db: Db) {
  let known: { xid: string | undefined; fingerprint: Record<string, string> } | undefined;
  return {
    /** Call before a request: keeps a fingerprint of the content as it is now. */
    async before(): Promise<string | undefined> {
      const now = await nextXid(db);
      if (known?.xid !== now) known = { xid: now, fingerprint: await tableFingerprints(db) };
      return now;
    },
    /** Call after it: whether the content differs from what `before` saw. */
    async changedSince(startXid: string | undefined): Promise<boolean> {
      const now = await nextXid(db);
      if (now === startXid) return false;
      const after = await tableFingerprints(db);
      const changed = known === undefined || changedTables(known.fingerprint, after).length > 0;
      known = { xid: now, fingerprint: after };
      return changed;
    },
  };
}
export type WriteWatch = Awaited<ReturnType<typeof writeWatch>>;
