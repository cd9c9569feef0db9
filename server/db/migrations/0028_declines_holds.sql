-- Declines by class (issue 32): the class of a payment's last decline and the day of its first, which the retry
-- schedule counts from.
ALTER TABLE "payments" ADD COLUMN "decline_class" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "first_declined_on" date;--> statement-breakpoint
-- Holds: a property's future visits held for unpaid charges, since when and why (the history says who).
ALTER TABLE "properties" ADD COLUMN "visits_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "visits_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "visits_hold_reason" text;--> statement-breakpoint
CREATE INDEX "properties_visits_held_idx" ON "properties" USING btree ("visits_held_at") WHERE "visits_held";
