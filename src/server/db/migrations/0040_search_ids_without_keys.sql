ALTER TABLE "service_bookings_search_ids" DROP CONSTRAINT "service_bookings_search_ids_id_service_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "orders_search_ids" DROP CONSTRAINT "orders_search_ids_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "equipment_rentals_search_ids" DROP CONSTRAINT "equipment_rentals_search_ids_id_equipment_rentals_id_fk";
--> statement-breakpoint
-- Hand-written: the ids leave their table with their records, by one statement a deleting
-- statement (a cascade from a customer's or an equipment's delete included), where the keys
-- dropped above checked every inserted row one at a time.
CREATE FUNCTION remove_search_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I s USING old_rows o WHERE s.id = o.id', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_search_ids_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION remove_search_ids('orders_search_ids');--> statement-breakpoint
CREATE TRIGGER equipment_rentals_search_ids_delete AFTER DELETE ON equipment_rentals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION remove_search_ids('equipment_rentals_search_ids');--> statement-breakpoint
CREATE TRIGGER service_bookings_search_ids_delete AFTER DELETE ON service_bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION remove_search_ids('service_bookings_search_ids');
