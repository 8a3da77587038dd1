CREATE TABLE "booking_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" "booking_status" NOT NULL,
	"to_status" "booking_status" NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"from_status" "rental_status" NOT NULL,
	"to_status" "rental_status" NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
DROP INDEX "equipment_rentals_created_idx";--> statement-breakpoint
DROP INDEX "equipment_rentals_status_created_idx";--> statement-breakpoint
DROP INDEX "service_bookings_created_idx";--> statement-breakpoint
DROP INDEX "service_bookings_status_created_idx";--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_status_history" ADD CONSTRAINT "rental_status_history_rental_id_equipment_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."equipment_rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_status_history" ADD CONSTRAINT "rental_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("booking_id","changed_at");--> statement-breakpoint
CREATE INDEX "booking_status_history_changed_by_idx" ON "booking_status_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "rental_status_history_rental_idx" ON "rental_status_history" USING btree ("rental_id","changed_at");--> statement-breakpoint
CREATE INDEX "rental_status_history_changed_by_idx" ON "rental_status_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "equipment_rentals_confirmed_day_idx" ON "equipment_rentals" USING btree ("equipment_id","date") WHERE "equipment_rentals"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "service_bookings_confirmed_slot_idx" ON "service_bookings" USING btree ("service_provider_id","date","from_time") WHERE "service_bookings"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "equipment_rentals_created_idx" ON "equipment_rentals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "equipment_rentals_status_created_idx" ON "equipment_rentals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "service_bookings_created_idx" ON "service_bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_bookings_status_created_idx" ON "service_bookings" USING btree ("status","created_at","id");