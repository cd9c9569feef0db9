-- Leads and quotes (issue 46): leads, quotes and their versions written once; quotes_manage for admin and csr roles.
CREATE TABLE "leads" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"address" text NOT NULL,
	"city" text,
	"zipcode" text NOT NULL,
	"lot_size" integer,
	"source" text DEFAULT 'none' NOT NULL,
	"channel" text DEFAULT 'call' NOT NULL,
	"asked" text,
	"language" text DEFAULT 'en' NOT NULL,
	"text_consent" boolean DEFAULT false NOT NULL,
	"market_id" text,
	"vendor_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"customer_id" text,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_id" text,
	"property_id" text,
	"customer_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"expires_on" date NOT NULL,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"signed_name" text,
	"signed_ip" text,
	"signed_version" integer,
	"signed_total_cents" integer,
	"signed_optional_lines" jsonb,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quote_id" text NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"expires_on" date NOT NULL,
	"notes" text,
	"created_by_id" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_market_id_markets__id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vendor_id_vendors__id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads__id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes__id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_key" ON "quotes" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");
--> statement-breakpoint
CREATE INDEX "quotes_property_idx" ON "quotes" USING btree ("property_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_key" ON "quote_versions" USING btree ("quote_id","version");
--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'quotes_manage') WHERE "name" IN ('admin', 'csr') AND NOT ('quotes_manage' = ANY("permissions"));
