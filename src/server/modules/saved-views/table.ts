import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ViewState } from '../../../shared/contract/saved-views';
import { roleEnum, users } from '../../db/schema';

/**
 * A list's saved view: one row a view (filters, sort, columns and page size as one value), owned
 * by the user who saved it; a shared one is seen by every user of its owner's role. Names are
 * unique per owner and list, whatever their case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's role when saved (roles never change): who a shared view is shown to. */
    ownerRole: roleEnum('owner_role').notNull(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    state: jsonb('state').$type<ViewState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_idx').on(t.ownerId, t.list, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.ownerRole, t.list).where(sql`${t.shared}`),
  ],
);

/** The view each user opens a list with: theirs or a shared one; it goes when the view does. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    viewId: uuid('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] }), index('saved_view_defaults_view_idx').on(t.viewId)],
);
