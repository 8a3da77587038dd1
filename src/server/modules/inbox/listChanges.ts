import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INBOX_CHANGED_RESOURCES, type InboxChanged } from '../../../shared/contract/inbox';
import type { Db } from '../../db/client';

/** How often an instance reads the lists changed since its last read (migration list_changes). */
export const LIST_CHANGES_POLL_MS = 500;
/**
 * A change's id is drawn as its statement runs, before its transaction commits, so a later id
 * can be seen first: ids drawn this recently are read again (a request's statements end within
 * 5 s; a bulk action committing later than this refreshes only its own user's list).
 */
const LATE_COMMIT_MS = 10_000;
/** Rows older than this are deleted by each instance (any of them may, more than once). */
const KEEP_MS = 60_000;

interface Mark {
  at: number;
  /** The highest id read by then. */
  id: number;
}

const isList = (list: string): list is InboxChanged['resource'] =>
  (INBOX_CHANGED_RESOURCES as readonly string[]).includes(list);

/**
 * Reads the rows the change triggers add to `list_changes` every half second and tells `onChange`
 * once a poll for each vendor and list (a vendor's open screens then read their list again).
 * `wanted` says whether any stream is open: without one the poll only moves its floor on.
 * Returns the function that stops it.
 */
export function pollListChanges(
  db: Db,
  wanted: () => boolean,
  onChange: (vendorId: string, change: InboxChanged) => void,
  log: FastifyBaseLogger,
): () => void {
  const marks: Mark[] = [];
  const seen = new Set<number>();
  let top = 0;
  let deletedUpTo = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /** The highest id read at least `ago` ms back, or at the first poll (what came before is old news). */
  const floorAt = (ago: number) => marks.findLast((mark) => mark.at <= Date.now() - ago)?.id ?? marks[0]?.id ?? 0;

  const readNew = async () => {
    const floor = floorAt(LATE_COMMIT_MS);
    const { rows } = await db.execute<{ id: string; vendor_id: string; list: string }>(
      sql`select id::text, vendor_id, list from list_changes where id > ${floor} order by id`,
    );
    const told = new Set<string>();
    for (const row of rows) {
      const id = Number(row.id);
      top = Math.max(top, id);
      if (seen.has(id)) continue;
      seen.add(id);
      const key = `${row.vendor_id} ${row.list}`;
      if (told.has(key) || !isList(row.list)) continue;
      told.add(key);
      onChange(row.vendor_id, { resource: row.list });
    }
    for (const id of seen) if (id <= floor) seen.delete(id);
  };

  const skipAhead = async () => {
    const { rows } = await db.execute<{ top: string | null }>(sql`select max(id)::text as top from list_changes`);
    top = Math.max(top, Number(rows[0]?.top ?? 0));
    seen.clear();
  };

  const poll = async () => {
    if (marks.length > 0 && wanted()) await readNew();
    else await skipAhead();
    const now = Date.now();
    marks.push({ at: now, id: top });
    while ((marks[1]?.at ?? now) <= now - KEEP_MS) marks.shift();
    const old = marks[0];
    if (old && old.at <= now - KEEP_MS && old.id > deletedUpTo) {
      await db.execute(sql`delete from list_changes where id <= ${old.id}`);
      deletedUpTo = old.id;
    }
  };

  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      poll()
        .catch((err: unknown) => log.warn({ err }, 'list changes: reading failed, trying again'))
        .finally(next);
    }, LIST_CHANGES_POLL_MS).unref();
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
