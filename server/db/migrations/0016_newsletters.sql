CREATE TABLE "newsletter_recipients" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"newsletter_id" text NOT NULL,
	"customer_id" text,
	"property_id" text,
	"name" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"template_id" text,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"alter_body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"site_address" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"created_by_id" text,
	"completed_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "system_account_uses" (
	"_id" text PRIMARY KEY NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_as" text
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "marketing_opt_in" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_newsletter_id_newsletters__id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_template_id_email_templates__id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_customer_idx" ON "newsletter_recipients" USING btree ("newsletter_id","customer_id");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_status_idx" ON "newsletter_recipients" USING btree ("newsletter_id","status","_id");--> statement-breakpoint
INSERT INTO "system_account_uses" ("_id") VALUES ('mail-sender'), ('payment-gateway') ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'newsletter_list') WHERE "name" IN ('admin', 'csr') AND NOT ('newsletter_list' = ANY("permissions"));
