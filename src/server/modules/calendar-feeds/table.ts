import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { equipment, serviceProviders, users } from '../../db/schema';

/**
 * A calendar feed (issue 29): one equipment's or one service provider's schedule at a secret
 * URL. The URL's token is never stored: only its SHA-256 (hex), which the feed is found by. A
 * revoked feed keeps its row (the list shows it) and answers as if it did not exist.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Exactly one subject; a feed goes with its equipment or provider.
    equipmentId: uuid('equipment_id').references(() => equipment.id, { onDelete: 'cascade' }),
    serviceProviderId: uuid('service_provider_id').references(() => serviceProviders.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    includeNames: boolean('include_names').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a few minutes (feed.ts), so polling is not a write per fetch. */
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    index('calendar_feeds_equipment_idx').on(t.equipmentId),
    index('calendar_feeds_service_provider_idx').on(t.serviceProviderId),
    index('calendar_feeds_created_by_idx').on(t.createdBy),
    index('calendar_feeds_revoked_by_idx').on(t.revokedBy),
    check('calendar_feeds_one_subject', sql`num_nonnulls(${t.equipmentId}, ${t.serviceProviderId}) = 1`),
    check('calendar_feeds_token_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
