-- Hand-written (drizzle's schema has no table storage parameters): room on each page for the
-- status updates' new row versions. An update whose table indexes no column it changes (order
-- items, migration 0020) stays a heap-only tuple, writing no index, only if its page has room for
-- the new version; where the status is indexed (orders, vendor_orders, rentals, bookings: their
-- lists page over it), the new version at least lands on the old one's page rather than dirtying
-- a second. Pages filled before this keep no room until their dead versions are pruned: no
-- rewrite here, which would lock the tables for minutes at scale, while the rows that change are
-- mostly the recent ones, written after it.
ALTER TABLE "order_items" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "orders" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "vendor_orders" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "equipment_rentals" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "service_bookings" SET (fillfactor = 90);
