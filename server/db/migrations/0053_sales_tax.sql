-- Sales tax by place (issue 45): rate tables and their places, properties' overrides, payments' tax lines and source.
CREATE TABLE "payment_tax_lines" (
	"payment_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"rate_percent" double precision NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "payment_tax_lines_payment_id_code_pk" PRIMARY KEY("payment_id","code")
);
--> statement-breakpoint
CREATE TABLE "property_tax_overrides" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"codes" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "tax_rate_places" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"table_id" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"rate_percent" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rate_tables" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text NOT NULL,
	"effective_from" date NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_by_id" text
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_source" text;--> statement-breakpoint
ALTER TABLE "payment_tax_lines" ADD CONSTRAINT "payment_tax_lines_payment_id_payments__id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tax_overrides" ADD CONSTRAINT "property_tax_overrides_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate_places" ADD CONSTRAINT "tax_rate_places_table_id_tax_rate_tables__id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tax_rate_tables"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_tax_overrides_day_key" ON "property_tax_overrides" USING btree ("property_id","effective_from");--> statement-breakpoint
CREATE INDEX "tax_rate_places_zip_idx" ON "tax_rate_places" USING btree ("table_id","zipcode");--> statement-breakpoint
CREATE INDEX "tax_rate_places_code_idx" ON "tax_rate_places" USING btree ("table_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rate_tables_state_day_key" ON "tax_rate_tables" USING btree ("state","effective_from");
