DROP INDEX "equipment_rentals_held_idx";--> statement-breakpoint
DROP INDEX "equipment_rentals_held_span_idx";--> statement-breakpoint
ALTER TABLE "equipment_rentals" ADD COLUMN "extra_turnaround_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "equipment_rentals_held_idx" ON "equipment_rentals" USING btree ("equipment_id","starts_at") WHERE "equipment_rentals"."status" in ('CONFIRMED', 'PENDING', 'COMPLETED');--> statement-breakpoint
CREATE INDEX "equipment_rentals_held_span_idx" ON "equipment_rentals" USING btree ("equipment_id",(("ends_at" - "starts_at") + "extra_turnaround_days" * interval '1 day')) WHERE "equipment_rentals"."status" in ('CONFIRMED', 'PENDING', 'COMPLETED');--> statement-breakpoint
ALTER TABLE "equipment_rentals" ADD CONSTRAINT "equipment_rentals_extra_turnaround_days_range" CHECK ("equipment_rentals"."extra_turnaround_days" between 0 and 30);