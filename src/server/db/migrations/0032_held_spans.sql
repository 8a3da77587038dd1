DROP INDEX "equipment_rentals_confirmed_day_idx";--> statement-breakpoint
DROP INDEX "service_bookings_confirmed_slot_idx";--> statement-breakpoint
CREATE INDEX "equipment_rentals_held_idx" ON "equipment_rentals" USING btree ("equipment_id","starts_at") WHERE "equipment_rentals"."status" in ('CONFIRMED', 'PENDING');--> statement-breakpoint
CREATE INDEX "equipment_rentals_held_span_idx" ON "equipment_rentals" USING btree ("equipment_id",("ends_at" - "starts_at")) WHERE "equipment_rentals"."status" in ('CONFIRMED', 'PENDING');--> statement-breakpoint
CREATE INDEX "service_bookings_held_idx" ON "service_bookings" USING btree ("service_provider_id","starts_at") WHERE "service_bookings"."status" in ('CONFIRMED', 'PENDING');--> statement-breakpoint
CREATE INDEX "service_bookings_held_span_idx" ON "service_bookings" USING btree ("service_provider_id",("ends_at" - "starts_at")) WHERE "service_bookings"."status" in ('CONFIRMED', 'PENDING');