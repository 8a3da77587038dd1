ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_admin_notification_id_admin_notifications_id_fk";
--> statement-breakpoint
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_customer_id_customers_id_fk";
--> statement-breakpoint
DROP INDEX "user_notifications_admin_idx";--> statement-breakpoint
DROP INDEX "user_notifications_customer_created_idx";--> statement-breakpoint
DROP INDEX "seller_requests_created_idx";--> statement-breakpoint
DROP INDEX "seller_requests_status_created_idx";--> statement-breakpoint
-- Dropping "id" drops its primary key, which must go before the new one can be added.
ALTER TABLE "user_notifications" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "user_notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "user_notifications" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "user_notifications" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_admin_notification_id_customer_id_pk" PRIMARY KEY("admin_notification_id","customer_id");--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD COLUMN "reach" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Broadcasts sent before the count was kept.
UPDATE "admin_notifications" n SET "reach" = d.n
  FROM (SELECT "admin_notification_id" AS id, count(*)::int AS n FROM "user_notifications" GROUP BY 1) d
  WHERE d.id = n.id;--> statement-breakpoint
CREATE INDEX "seller_requests_created_idx" ON "seller_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "seller_requests_status_created_idx" ON "seller_requests" USING btree ("status","created_at","id");
