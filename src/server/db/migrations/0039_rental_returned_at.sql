DROP INDEX "equipment_rentals_held_span_idx";--> statement-breakpoint
ALTER TABLE "equipment_rentals" ADD COLUMN "returned_at" timestamp;--> statement-breakpoint
-- Rentals already returned: the moment their return report recorded (before the index is built).
UPDATE "equipment_rentals" r SET "returned_at" = h."at" FROM "handover_reports" h WHERE h."rental_id" = r."id" AND h."kind" = 'return';--> statement-breakpoint
CREATE INDEX "equipment_rentals_held_span_idx" ON "equipment_rentals" USING btree ("equipment_id",((greatest("ends_at", coalesce("returned_at", "ends_at")) - "starts_at") + "extra_turnaround_days" * interval '1 day')) WHERE "equipment_rentals"."status" in ('CONFIRMED', 'PENDING', 'COMPLETED');