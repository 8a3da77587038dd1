import { bigint, date, numeric, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * The marketplace's orders and revenue per business day (the orders' date in the marketplace's
 * time zone), in 16 shards a day as the status counters (migration 0019): every order placed and
 * every item cancelled writes today's row, so concurrent writers add to the shard of their own
 * transaction instead of queueing on one row. `orders` counts orders, `revenue` sums their items'
 * total_price leaving out cancelled items (the vendors' months summed). Kept by triggers on
 * orders and order_items (migration 0026) in the same transaction as every write: the admin's
 * dashboard reads a few hundred rows instead of a year of orders.
 */
export const salesDayShards = pgTable(
  'sales_day_shards',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull().default(0),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/**
 * Each vendor's variants low on stock (is_low_stock(), LOW_STOCK_THRESHOLD), kept by triggers on
 * product_variants and products (migration 0026) in the same transaction as every write. No
 * foreign key, as product_counts.
 */
export const lowStockCounts = pgTable('low_stock_counts', {
  vendorId: uuid('vendor_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
