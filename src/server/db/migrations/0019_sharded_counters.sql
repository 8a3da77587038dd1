-- The counters every status change writes (status_counts, vendor_order_counts) were one row per
-- status: every concurrent update of orders, rentals or bookings queued on the same few rows
-- until the one before committed. Each row is now split into shards: a transaction adds to the
-- shard of its own id, so concurrent transactions (consecutive ids) mostly write different rows,
-- while one transaction always writes one shard and still locks its rows in status order. Readers
-- sum the shards through views of the old names. The existing counts become shard 0.
ALTER TABLE "status_counts" RENAME TO "status_count_shards";--> statement-breakpoint
ALTER TABLE "vendor_order_counts" RENAME TO "vendor_order_count_shards";--> statement-breakpoint
ALTER TABLE "status_count_shards" DROP CONSTRAINT "status_counts_entity_status_pk";--> statement-breakpoint
ALTER TABLE "vendor_order_count_shards" DROP CONSTRAINT "vendor_order_counts_vendor_id_status_pk";--> statement-breakpoint
ALTER TABLE "status_count_shards" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_order_count_shards" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "status_count_shards" ADD CONSTRAINT "status_count_shards_entity_status_shard_pk" PRIMARY KEY("entity","status","shard");--> statement-breakpoint
ALTER TABLE "vendor_order_count_shards" ADD CONSTRAINT "vendor_order_count_shards_vendor_id_status_shard_pk" PRIMARY KEY("vendor_id","status","shard");--> statement-breakpoint
CREATE VIEW "public"."status_counts" AS (select entity, status, sum(n)::bigint as n from status_count_shards group by entity, status);--> statement-breakpoint
CREATE VIEW "public"."vendor_order_counts" AS (select vendor_id, status, sum(n)::bigint as n from vendor_order_count_shards group by vendor_id, status);--> statement-breakpoint
-- 16 shards: transactions running at once hold nearby ids, so up to 16 of them write apart, and
-- a list's counters read 16 rows a status. A transaction that wrote no row has no id and nothing
-- to count; asking for its id would give it one, and a commit record to flush.
CREATE FUNCTION counter_shard() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (coalesce(pg_current_xact_id_if_assigned()::text::bigint, 0) % 16)::smallint
$$;
--> statement-breakpoint
-- Migration 0011's functions, writing to the transaction's shard.
CREATE OR REPLACE FUNCTION bump_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_shard smallint := counter_shard();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO status_count_shards (entity, status, shard, n)
      SELECT TG_TABLE_NAME, status::text, tx_shard, count(*) FROM new_rows GROUP BY status ORDER BY status::text
    ON CONFLICT (entity, status, shard) DO UPDATE SET n = status_count_shards.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO status_count_shards (entity, status, shard, n)
      SELECT TG_TABLE_NAME, status::text, tx_shard, -count(*) FROM old_rows GROUP BY status ORDER BY status::text
    ON CONFLICT (entity, status, shard) DO UPDATE SET n = status_count_shards.n + excluded.n;
  ELSE
    INSERT INTO status_count_shards (entity, status, shard, n)
      SELECT TG_TABLE_NAME, status, tx_shard, sum(delta) FROM (
        SELECT status::text AS status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT status::text AS status, -1 AS delta FROM old_rows
      ) changes
      GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
    ON CONFLICT (entity, status, shard) DO UPDATE SET n = status_count_shards.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_vendor_order_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_shard smallint := counter_shard();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_order_count_shards (vendor_id, status, shard, n)
      SELECT vendor_id, status, tx_shard, count(*) FROM new_rows GROUP BY vendor_id, status ORDER BY vendor_id, status
    ON CONFLICT (vendor_id, status, shard) DO UPDATE SET n = vendor_order_count_shards.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vendor_order_count_shards (vendor_id, status, shard, n)
      SELECT vendor_id, status, tx_shard, -count(*) FROM old_rows GROUP BY vendor_id, status ORDER BY vendor_id, status
    ON CONFLICT (vendor_id, status, shard) DO UPDATE SET n = vendor_order_count_shards.n + excluded.n;
  ELSE
    INSERT INTO vendor_order_count_shards (vendor_id, status, shard, n)
      SELECT vendor_id, status, tx_shard, sum(delta) FROM (
        SELECT vendor_id, status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT vendor_id, status, -1 AS delta FROM old_rows
      ) changes
      GROUP BY vendor_id, status HAVING sum(delta) <> 0 ORDER BY vendor_id, status
    ON CONFLICT (vendor_id, status, shard) DO UPDATE SET n = vendor_order_count_shards.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
