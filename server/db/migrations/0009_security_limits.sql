CREATE TABLE "failure_counters" (
	"subject" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DELETE FROM "outbox" WHERE "delivery" <> 'outbox' OR "subject" IN ('Your LawnDesk password reset code', 'Your LawnDesk username');--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "delivery";--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'outbox_list') WHERE "name" = 'admin' AND NOT ('outbox_list' = ANY("permissions"));