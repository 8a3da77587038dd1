CREATE TABLE "activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" "role",
	"actor_name" text NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"record_label" text NOT NULL,
	"vendor_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"snapshot" jsonb,
	"request_id" text,
	"client_ip" text,
	"bulk_id" uuid
);
--> statement-breakpoint
CREATE TABLE "activity_images" (
	"url" text NOT NULL,
	"activity_id" bigint NOT NULL,
	CONSTRAINT "activity_images_url_activity_id_pk" PRIMARY KEY("url","activity_id")
);
--> statement-breakpoint
ALTER TABLE "activity_images" ADD CONSTRAINT "activity_images_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_record_idx" ON "activity" USING btree ("entity","record_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_vendor_idx" ON "activity" USING btree ("vendor_id","id" DESC NULLS LAST) WHERE "activity"."vendor_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_rare_action_idx" ON "activity" USING btree ("action","id" DESC NULLS LAST) WHERE "activity"."action" not in ('status', 'update', 'create');--> statement-breakpoint
CREATE INDEX "activity_images_activity_idx" ON "activity_images" USING btree ("activity_id");