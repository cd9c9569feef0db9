CREATE TABLE "cards" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text NOT NULL,
	"work_log_id" text,
	"call_log_id" text,
	"item" text NOT NULL,
	"vendor_id" text,
	"date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_id" text,
	"discount_code" text,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_percent" double precision DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"commission_percent" double precision DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date,
	"charge_later_date" date,
	"card_id" text,
	"gateway_transaction_id" text,
	"failure_code" text,
	"failure_message" text,
	"manual_method" text,
	"manual_reference" text,
	"charged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"approved" boolean NOT NULL,
	"decline_code" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "charges_on_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "discount_id" text;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "no_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_work_log_id_work_logs__id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_call_log_id_call_logs__id_fk" FOREIGN KEY ("call_log_id") REFERENCES "public"."call_logs"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_vendor_id_vendors__id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_id_discounts__id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_cards__id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_customer_idx" ON "cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default_per_customer" ON "cards" USING btree ("customer_id") WHERE "cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_work_log_unique" ON "payments" USING btree ("work_log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_call_log_unique" ON "payments" USING btree ("call_log_id");--> statement-breakpoint
CREATE INDEX "payments_property_date_idx" ON "payments" USING btree ("property_id","date");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payments_status_date_idx" ON "payments" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "payments_vendor_date_idx" ON "payments" USING btree ("vendor_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_key_unique" ON "sandbox_transactions" USING btree ("kind","idempotency_key");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_discount_id_discounts__id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'payment_list') WHERE "name" IN ('admin', 'csr') AND NOT ('payment_list' = ANY("permissions"));
