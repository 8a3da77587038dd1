CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"from_status" "order_status" NOT NULL,
	"to_status" "order_status" NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_order_counts" (
	"vendor_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "vendor_order_counts_vendor_id_status_pk" PRIMARY KEY("vendor_id","status")
);
--> statement-breakpoint
CREATE TABLE "vendor_orders" (
	"vendor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"first_item_id" uuid NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"status" "order_status" NOT NULL,
	CONSTRAINT "vendor_orders_vendor_id_order_id_pk" PRIMARY KEY("vendor_id","order_id")
);
--> statement-breakpoint
DROP INDEX "orders_order_date_idx";--> statement-breakpoint
DROP INDEX "orders_status_date_idx";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "order_status_history_vendor_idx" ON "order_status_history" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "order_status_history_changed_by_idx" ON "order_status_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "vendor_orders_vendor_date_idx" ON "vendor_orders" USING btree ("vendor_id","order_date","order_id");--> statement-breakpoint
CREATE INDEX "vendor_orders_vendor_status_date_idx" ON "vendor_orders" USING btree ("vendor_id","status","order_date","order_id");--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date","id");