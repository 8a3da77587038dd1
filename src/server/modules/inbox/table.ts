import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { InboxDetails, InboxKind } from '../../../shared/contract/inbox';
import { vendors } from '../../db/schema';

/**
 * A vendor's inbox: one row an event that concerns it, written by `inbox_add()` (migration inbox)
 * in the same transaction as the change that causes it. `seq` numbers the vendor's events in the
 * order their transactions commit (inbox_heads' row lock), so a stream that saw `seq` n misses
 * nothing by asking for the rows after n.
 */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').$type<InboxKind>().notNull(),
    details: jsonb('details').$type<InboxDetails>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('inbox_events_vendor_seq').on(t.vendorId, t.seq),
    // The unread count: an index-only count of the vendor's unread rows.
    index('inbox_events_unread_idx').on(t.vendorId).where(sql`${t.readAt} is null`),
  ],
);

/** Each vendor's last `seq`; its row lock orders the vendor's events until their transaction commits. */
export const inboxHeads = pgTable('inbox_heads', {
  vendorId: uuid('vendor_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});
