-- Sessions started before this column cannot tell when their password was typed: never recent.
ALTER TABLE "refresh_tokens" ADD COLUMN "signed_in_at" timestamp with time zone NOT NULL DEFAULT 'epoch';--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "signed_in_at" DROP DEFAULT;
