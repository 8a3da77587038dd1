CREATE TYPE "public"."meter_kind" AS ENUM('none', 'hours', 'km');--> statement-breakpoint
CREATE TYPE "public"."handover_kind" AS ENUM('pickup', 'return');--> statement-breakpoint
CREATE TYPE "public"."handover_stage" AS ENUM('OUT', 'RETURNED', 'REFUNDED', 'PARTLY_WITHHELD');--> statement-breakpoint
CREATE TABLE "equipment_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meter_kind" "meter_kind" DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"from_stage" "handover_stage",
	"to_stage" "handover_stage" NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "handover_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "handover_photos" (
	"report_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "handover_photos_report_id_position_pk" PRIMARY KEY("report_id","position")
);
--> statement-breakpoint
CREATE TABLE "handover_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"kind" "handover_kind" NOT NULL,
	"at" timestamp NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checklist" jsonb NOT NULL,
	"notes" text,
	"damage_notes" text,
	"meter_reading" integer,
	CONSTRAINT "handover_reports_rental_kind" UNIQUE("rental_id","kind")
);
--> statement-breakpoint
CREATE TABLE "rental_handovers" (
	"rental_id" uuid PRIMARY KEY NOT NULL,
	"stage" "handover_stage" NOT NULL,
	"meter_kind" "meter_kind" NOT NULL,
	"deposit_held_paise" bigint NOT NULL,
	"late_units" integer,
	"late_paise" bigint,
	"meter_used" integer,
	"meter_paise" bigint,
	"damage_paise" bigint,
	"withheld_paise" bigint,
	"refunded_paise" bigint,
	"withheld_reason" text,
	CONSTRAINT "rental_handovers_amounts" CHECK ("rental_handovers"."deposit_held_paise" >= 0 and "rental_handovers"."late_paise" >= 0 and "rental_handovers"."meter_paise" >= 0 and "rental_handovers"."damage_paise" >= 0
        and "rental_handovers"."withheld_paise" >= 0 and "rental_handovers"."refunded_paise" >= 0),
	CONSTRAINT "rental_handovers_charged_on_return" CHECK (("rental_handovers"."stage" = 'OUT') = ("rental_handovers"."late_paise" is null) and ("rental_handovers"."late_paise" is null) = ("rental_handovers"."damage_paise" is null)
        and ("rental_handovers"."late_paise" is null) = ("rental_handovers"."meter_paise" is null) and ("rental_handovers"."late_paise" is null) = ("rental_handovers"."late_units" is null)),
	CONSTRAINT "rental_handovers_settlement" CHECK (case "rental_handovers"."stage"
        when 'REFUNDED' then "rental_handovers"."withheld_paise" = 0 and "rental_handovers"."refunded_paise" = "rental_handovers"."deposit_held_paise" and "rental_handovers"."withheld_reason" is null
        when 'PARTLY_WITHHELD' then "rental_handovers"."withheld_paise" > 0 and "rental_handovers"."withheld_paise" + "rental_handovers"."refunded_paise" = "rental_handovers"."deposit_held_paise"
          and "rental_handovers"."withheld_reason" is not null
        else "rental_handovers"."withheld_paise" is null and "rental_handovers"."refunded_paise" is null and "rental_handovers"."withheld_reason" is null end)
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "handover_history" ADD CONSTRAINT "handover_history_rental_id_rental_handovers_rental_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rental_handovers"("rental_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_history" ADD CONSTRAINT "handover_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_report_id_handover_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."handover_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_reports" ADD CONSTRAINT "handover_reports_rental_id_rental_handovers_rental_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rental_handovers"("rental_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_reports" ADD CONSTRAINT "handover_reports_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_handovers" ADD CONSTRAINT "rental_handovers_rental_id_equipment_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."equipment_rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_categories_name_lower_idx" ON "equipment_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "handover_history_rental_idx" ON "handover_history" USING btree ("rental_id","changed_at");--> statement-breakpoint
CREATE INDEX "handover_history_changed_by_idx" ON "handover_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "handover_photos_url_idx" ON "handover_photos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "handover_reports_recorded_by_idx" ON "handover_reports" USING btree ("recorded_by");--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_category_id_equipment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."equipment_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_category_idx" ON "equipment" USING btree ("category_id");