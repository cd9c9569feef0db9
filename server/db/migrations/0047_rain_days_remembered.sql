-- Rain days a dispatcher trusts (issue 43): whether staff chose to let moved visits absorb their series' later ones
-- (those applied before did), the markets of the visits moved for the list of rain days, and that list's order.
ALTER TABLE "rain_days" ADD COLUMN "absorb" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rain_days" ALTER COLUMN "absorb" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "rain_days" ADD COLUMN "market_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "rain_days_created_at_idx" ON "rain_days" USING btree ("created_at");
