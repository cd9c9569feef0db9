ALTER TABLE "quotes" ADD COLUMN "followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "declined_reason" text;--> statement-breakpoint
CREATE INDEX "quotes_status_sent_idx" ON "quotes" USING btree ("status","sent_at");
