import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

/**
 * Tells whether a request wrote anything. A write assigns a transaction id and a read does not,
 * so an unmoved xid horizon proves nothing was written; when it moved, the content of every table
 * is compared, since a rolled-back write also takes an id but leaves nothing behind.
 */
export async function writeWatch(db: Db) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((t) => t.name);
  const fingerprintQuery = sql.join(
    tables.map(
      (name) =>
        sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const xid = async () =>
    rowsOf<{ xid: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`))[0]?.xid;
  const fingerprint = async () =>
    rowsOf<{ name: string; sum: string }>(await db.execute(fingerprintQuery))
      .map((t) => `${t.name}:${t.sum}`)
      .join(',');

  let known: { xid: string | undefined; fingerprint: string } | undefined;
  return {
    /** Call before a request: keeps a fingerprint of the content as it is now. */
    async before(): Promise<string | undefined> {
      const now = await xid();
      if (known?.xid !== now) known = { xid: now, fingerprint: await fingerprint() };
      return now;
    },
    /** Call after it: whether the content differs from what `before` saw. */
    async changedSince(startXid: string | undefined): Promise<boolean> {
      const now = await xid();
      if (now === startXid) return false;
      const after = await fingerprint();
      const changed = after !== known?.fingerprint;
      known = { xid: now, fingerprint: after };
      return changed;
    },
  };
}
export type WriteWatch = Awaited<ReturnType<typeof writeWatch>>;
