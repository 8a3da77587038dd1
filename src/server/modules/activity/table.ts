import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roleEnum } from '../../db/schema';

/**
 * Every change made through the API, one row a change, written in the change's transaction. No
 * foreign key to a live row: a record's history outlives the record (its id and a label are kept),
 * and no deletion has to wait for it. `changes` holds the moved fields only ({ field: [before,
 * after] }); `snapshot` the record's editable fields after the change (before it, for a deletion),
 * so a version is restored without replaying anything.
 */
export const activity = pgTable(
  'activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: roleEnum('actor_role'),
    actorName: text('actor_name').notNull(),
    entity: text('entity').notNull(),
    recordId: uuid('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    /** The vendor the record belongs to (its products, variants and orders): what a vendor may read. */
    vendorId: uuid('vendor_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
    snapshot: jsonb('snapshot'),
    requestId: text('request_id'),
    clientIp: text('client_ip'),
    /** The bulk operation a change was part of. */
    bulkId: uuid('bulk_id'),
  },
  // Each index is paid by every write (about 3 % of a status update's rate each, measured), so
  // only what the screen cannot do without: a record's history (also a kind's rare records), a
  // vendor's own rows, an actor's, and the rare actions (the frequent ones are found newest first
  // on the primary key). A date range needs none: entries.ts finds its ids on the primary key.
  (t) => [
    index('activity_record_idx').on(t.entity, t.recordId, t.id.desc()),
    index('activity_vendor_idx').on(t.vendorId, t.id.desc()).where(sql`${t.vendorId} is not null`),
    index('activity_actor_idx').on(t.actorId, t.id.desc()),
    index('activity_rare_action_idx')
      .on(t.action, t.id.desc())
      .where(sql`${t.action} not in ('status', 'update', 'create')`),
  ],
);

/**
 * The uploaded images a version shows (before or after its change): an image stays stored while a
 * version refers to it, so a restored version shows its image again. Its rows go with their
 * version (retention), and the upload purge then removes files nothing shows.
 */
export const activityImages = pgTable(
  'activity_images',
  {
    url: text('url').notNull(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.url, t.activityId] }), index('activity_images_activity_idx').on(t.activityId)],
);
