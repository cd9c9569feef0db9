-- A lead reaches an existing customer's account only when staff confirmed the match (issue 65 finding 1): who and when.
ALTER TABLE "leads" ADD COLUMN "match_confirmed_by_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "match_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_match_confirmed_by_id_users__id_fk" FOREIGN KEY ("match_confirmed_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
