ALTER TABLE "domain_events" ADD COLUMN "follows" bigint;--> statement-breakpoint
CREATE INDEX "domain_events_delivered" ON "domain_events" USING btree ("delivered_at") WHERE "domain_events"."delivered_at" is not null;
