-- Hand-written (drizzle's schema has no table storage parameters): room on each page of
-- order_items for the status updates' new row versions. No index holds an item's status
-- (migration 0020), so its change can stay a heap-only tuple and write no index at all, but only
-- if the page has room for the new version: on pages filled by inserts it moved to another page
-- and wrote a new entry in each of the table's five indexes. Pages filled before this keep no
-- room until their dead versions are pruned: no rewrite here, which would lock the table for
-- minutes at scale, while the items that change are mostly the recent ones, written after it.
-- Not on orders, vendor_orders, rentals or bookings: their lists page over the status, so every
-- change writes each of their indexes anyway, and room on the page measured no less WAL.
ALTER TABLE "order_items" SET (fillfactor = 90);
