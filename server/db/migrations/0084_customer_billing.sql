ALTER TABLE "customers" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_zipcode" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "po_number" text;
