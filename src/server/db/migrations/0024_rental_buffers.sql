ALTER TABLE "equipment" ADD COLUMN "turnaround_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_turnaround_days_range" CHECK ("equipment"."turnaround_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_buffer_minutes_range" CHECK ("service_providers"."buffer_minutes" between 0 and 1440);