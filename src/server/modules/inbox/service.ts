import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  INBOX_PAGE_SIZE,
  type InboxEvent,
  type InboxListBody,
  type InboxListResponse,
  type InboxMarkAllBody,
  type MessageVendorBody,
} from '../../../shared/contract/inbox';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { vendors } from '../../db/schema';
import { notFound } from '../../errors';
import { inboxEvents, inboxHeads } from './table';

const m = messages.inbox;

const columns = {
  id: inboxEvents.id,
  seq: inboxEvents.seq,
  kind: inboxEvents.kind,
  details: inboxEvents.details,
  createdAt: inboxEvents.createdAt,
  readAt: inboxEvents.readAt,
};
type Row = Pick<typeof inboxEvents.$inferSelect, keyof typeof columns>;

const eventOf = (row: Row): InboxEvent => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A page of the vendor's events, newest first (the `(vendor_id, seq)` index, read backwards). */
export async function listEvents(db: Db, vendorId: string, { before }: InboxListBody): Promise<InboxListResponse> {
  const rows = await db
    .select(columns)
    .from(inboxEvents)
    .where(and(eq(inboxEvents.vendorId, vendorId), before === undefined ? undefined : lt(inboxEvents.seq, before)))
    .orderBy(desc(inboxEvents.seq))
    .limit(INBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  return { data: page.map(eventOf), next: rows.length > INBOX_PAGE_SIZE ? (page.at(-1)?.seq ?? null) : null };
}

/** The vendor's events after `seq`, oldest first: what a stream sends, or replays after a reconnect. */
export async function eventsAfter(db: Db, vendorId: string, seq: number, limit: number): Promise<InboxEvent[]> {
  const rows = await db
    .select(columns)
    .from(inboxEvents)
    .where(and(eq(inboxEvents.vendorId, vendorId), gt(inboxEvents.seq, seq)))
    .orderBy(asc(inboxEvents.seq))
    .limit(limit);
  return rows.map(eventOf);
}

/** The vendor's last `seq` (0 before its first event): where a new stream starts. */
export async function lastSeq(db: Db, vendorId: string): Promise<number> {
  const [head] = await db
    .select({ lastSeq: inboxHeads.lastSeq })
    .from(inboxHeads)
    .where(eq(inboxHeads.vendorId, vendorId));
  return head?.lastSeq ?? 0;
}

/** Counted from the partial index of unread rows, so it is exact whatever commits meanwhile. */
export async function unreadCount(db: Db, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxEvents)
    .where(and(eq(inboxEvents.vendorId, vendorId), isNull(inboxEvents.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the vendor's events read; another vendor's, or an unknown one, is not found. */
export async function markRead(db: Db, vendorId: string, id: string): Promise<void> {
  const marked = await db
    .update(inboxEvents)
    .set({ readAt: sql`coalesce(${inboxEvents.readAt}, now())` })
    .where(and(eq(inboxEvents.id, id), eq(inboxEvents.vendorId, vendorId)))
    .returning({ id: inboxEvents.id });
  if (marked.length === 0) throw notFound(m.eventNotFound);
}

/** Marks the vendor's unread events read, up to `upTo` when given (what its screen showed). */
export async function markAllRead(db: Db, vendorId: string, { upTo }: InboxMarkAllBody): Promise<number> {
  const marked = await db
    .update(inboxEvents)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(inboxEvents.vendorId, vendorId),
        isNull(inboxEvents.readAt),
        upTo === undefined ? undefined : lte(inboxEvents.seq, upTo),
      ),
    )
    .returning({ id: inboxEvents.id });
  return marked.length;
}

/** An admin's message into one vendor's inbox, through `inbox_add()` as every other event. */
export function messageVendor(db: Db, { vendorId, text }: MessageVendorBody): Promise<void> {
  return db.transaction(async (tx) => {
    // Held to the commit, so the vendor cannot go between the check and the row.
    const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('share');
    if (!vendor) throw notFound(m.vendorNotFound);
    const event = { vendor_id: vendorId, kind: 'MESSAGE', details: { text } };
    await tx.execute(sql`select inbox_add(${JSON.stringify([event])}::jsonb)`);
  });
}
