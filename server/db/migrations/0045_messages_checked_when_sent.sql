CREATE SEQUENCE "message_sequence";--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "sequence" bigint DEFAULT nextval('message_sequence') NOT NULL;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "claim" jsonb;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "drop_reason" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "sequence" bigint DEFAULT nextval('message_sequence') NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "claim" jsonb;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "drop_reason" text;--> statement-breakpoint
CREATE INDEX "text_messages_about_idx" ON "text_messages" USING btree ("about","sequence") WHERE "about" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "email_messages_about_idx" ON "email_messages" USING btree ("about","sequence") WHERE "about" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "inbound_texts" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
