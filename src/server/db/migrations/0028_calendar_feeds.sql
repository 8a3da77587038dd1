CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid,
	"service_provider_id" uuid,
	"label" text NOT NULL,
	"include_names" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "calendar_feeds_one_subject" CHECK (num_nonnulls("calendar_feeds"."equipment_id", "calendar_feeds"."service_provider_id") = 1),
	CONSTRAINT "calendar_feeds_token_hash_sha256" CHECK ("calendar_feeds"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_equipment_idx" ON "calendar_feeds" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_service_provider_idx" ON "calendar_feeds" USING btree ("service_provider_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_created_by_idx" ON "calendar_feeds" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "calendar_feeds_revoked_by_idx" ON "calendar_feeds" USING btree ("revoked_by");--> statement-breakpoint
CREATE INDEX "equipment_rentals_feed_idx" ON "equipment_rentals" USING btree ("equipment_id","ends_at") WHERE "equipment_rentals"."status" in ('CONFIRMED', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "service_bookings_feed_idx" ON "service_bookings" USING btree ("service_provider_id","ends_at") WHERE "service_bookings"."status" in ('CONFIRMED', 'CANCELLED');