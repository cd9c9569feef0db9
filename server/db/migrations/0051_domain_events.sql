-- The domain events' outbox (docs/architecture.md "Domain events"): an event whose loss would lose a message or money is
-- written in the transaction that announces it, delivered after commit, and taken up again by a job after a crash.
CREATE TABLE "domain_events" (
	"_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"delivered_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "domain_events_undelivered" ON "domain_events" USING btree ("_id") WHERE "domain_events"."delivered_at" is null;
