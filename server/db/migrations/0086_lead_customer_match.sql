-- A lead reaches an existing customer's account only when staff confirmed the match (issue 65 finding 1): who and when.
ALTER TABLE "leads" ADD COLUMN "match_confirmed_by_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "match_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_match_confirmed_by_id_users__id_fk" FOREIGN KEY ("match_confirmed_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One sending limit for every message staff send (issue 65 finding 5): where each went, counted per recipient too.
ALTER TABLE "staff_sends" ADD COLUMN "recipient" text;--> statement-breakpoint
CREATE INDEX "staff_sends_recipient_idx" ON "staff_sends" USING btree ("recipient","created_at");--> statement-breakpoint
-- A deposit asked as a percent of the quote's total (issue 64 finding 7): the version keeps the percent beside its cents.
ALTER TABLE "quote_versions" ADD COLUMN "deposit_percent" double precision;
