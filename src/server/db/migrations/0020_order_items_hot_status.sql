-- No query reads order_items by (vendor_id, status) since the vendor's lists page over
-- vendor_orders (migration 0010), yet the index made every status change of an item write a new
-- entry into each of the table's seven indexes (a random page each, most of them copied whole into
-- the WAL after a checkpoint). Without an index on the status, a change can stay on its page
-- (a heap-only tuple) and write no index at all.
DROP INDEX "order_items_vendor_status_idx";
