DROP INDEX "equipment_rentals_confirmed_day_idx";--> statement-breakpoint
DROP INDEX "service_bookings_confirmed_slot_idx";