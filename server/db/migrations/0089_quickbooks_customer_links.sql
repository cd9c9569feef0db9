ALTER TABLE "accounting_records" ADD COLUMN "pushed" jsonb;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "rejected_matches" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "customer_review_since" timestamp with time zone;
