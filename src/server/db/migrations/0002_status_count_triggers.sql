-- Keeps status_counts in step with every insert, status change and delete of the tables whose
-- lists show counters, in the same transaction as the write. Statement-level triggers with
-- transition tables cost one grouped upsert per statement, so bulk seeds stay fast; rows are
-- upserted in status order so concurrent writers lock them in the same order.
CREATE FUNCTION bump_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO status_counts (entity, status, n)
      SELECT TG_TABLE_NAME, status::text, count(*) FROM new_rows GROUP BY status ORDER BY status::text
    ON CONFLICT (entity, status) DO UPDATE SET n = status_counts.n + excluded.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO status_counts (entity, status, n)
      SELECT TG_TABLE_NAME, status::text, -count(*) FROM old_rows GROUP BY status ORDER BY status::text
    ON CONFLICT (entity, status) DO UPDATE SET n = status_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER equipment_rentals_counts_insert AFTER INSERT ON equipment_rentals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER equipment_rentals_counts_update AFTER UPDATE ON equipment_rentals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER equipment_rentals_counts_delete AFTER DELETE ON equipment_rentals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER service_bookings_counts_insert AFTER INSERT ON service_bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER service_bookings_counts_update AFTER UPDATE ON service_bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER service_bookings_counts_delete AFTER DELETE ON service_bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER seller_requests_counts_insert AFTER INSERT ON seller_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER seller_requests_counts_update AFTER UPDATE ON seller_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
CREATE TRIGGER seller_requests_counts_delete AFTER DELETE ON seller_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_status_counts();
--> statement-breakpoint
-- Rows written before these triggers existed.
INSERT INTO status_counts (entity, status, n)
  SELECT 'orders', status::text, count(*) FROM orders GROUP BY status
UNION ALL
  SELECT 'equipment_rentals', status::text, count(*) FROM equipment_rentals GROUP BY status
UNION ALL
  SELECT 'service_bookings', status::text, count(*) FROM service_bookings GROUP BY status
UNION ALL
  SELECT 'seller_requests', status::text, count(*) FROM seller_requests GROUP BY status
ON CONFLICT (entity, status) DO UPDATE SET n = excluded.n;
