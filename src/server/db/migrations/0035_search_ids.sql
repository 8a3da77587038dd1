CREATE TABLE "service_bookings_search_ids" (
	"id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_search_ids" (
	"id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_rentals_search_ids" (
	"id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "equipment_rentals_id_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_id_trgm_idx";--> statement-breakpoint
DROP INDEX "service_bookings_id_trgm_idx";--> statement-breakpoint
ALTER TABLE "service_bookings_search_ids" ADD CONSTRAINT "service_bookings_search_ids_id_service_bookings_id_fk" FOREIGN KEY ("id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_search_ids" ADD CONSTRAINT "orders_search_ids_id_orders_id_fk" FOREIGN KEY ("id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_rentals_search_ids" ADD CONSTRAINT "equipment_rentals_search_ids_id_equipment_rentals_id_fk" FOREIGN KEY ("id") REFERENCES "public"."equipment_rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: each record's id joins its table of ids as the record is written (statement-level,
-- one insert a statement), and the ids there now, before their indexes are built.
CREATE FUNCTION add_search_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (id) SELECT id FROM new_rows', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_search_ids_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_ids('orders_search_ids');--> statement-breakpoint
CREATE TRIGGER equipment_rentals_search_ids_insert AFTER INSERT ON equipment_rentals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_ids('equipment_rentals_search_ids');--> statement-breakpoint
CREATE TRIGGER service_bookings_search_ids_insert AFTER INSERT ON service_bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_ids('service_bookings_search_ids');--> statement-breakpoint
INSERT INTO orders_search_ids (id) SELECT id FROM orders;--> statement-breakpoint
INSERT INTO equipment_rentals_search_ids (id) SELECT id FROM equipment_rentals;--> statement-breakpoint
INSERT INTO service_bookings_search_ids (id) SELECT id FROM service_bookings;--> statement-breakpoint
CREATE INDEX "service_bookings_search_ids_trgm_idx" ON "service_bookings_search_ids" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_ids_trgm_idx" ON "orders_search_ids" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_rentals_search_ids_trgm_idx" ON "equipment_rentals_search_ids" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
-- Hand-written: statistics of the indexed id texts now, as migration 0029 did for the indexes these
-- replace (without them the planner guesses an id fragment matches many rows).
ANALYZE orders_search_ids, equipment_rentals_search_ids, service_bookings_search_ids;
