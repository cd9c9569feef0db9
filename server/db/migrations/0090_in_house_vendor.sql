-- The business's own crews work under one vendor of its own (Business setup's crews step): at most one, so running
-- the setup again finds it rather than making a second.
ALTER TABLE "vendors" ADD COLUMN "in_house" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_one_in_house" ON "vendors" ("in_house") WHERE "in_house";
