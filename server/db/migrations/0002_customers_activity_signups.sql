CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "call_logs" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text NOT NULL,
	"created_by_id" text,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"billable" boolean DEFAULT false NOT NULL,
	"routable" boolean DEFAULT false NOT NULL,
	"bill_only" boolean DEFAULT false NOT NULL,
	"price" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "histories" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"customer_id" text,
	"property_id" text,
	"user_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text NOT NULL,
	"created_by_id" text,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text NOT NULL,
	"created_by_id" text,
	"date" date NOT NULL,
	"note" text NOT NULL,
	"priority" text NOT NULL,
	"assignee_id" text NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text NOT NULL,
	"created_by_id" text,
	"type" text NOT NULL,
	"frequency" integer NOT NULL,
	"front_back" text DEFAULT 'both' NOT NULL,
	"price" double precision NOT NULL,
	"start_date" date NOT NULL,
	"mow_day" integer,
	"time_cap_hours" double precision,
	"status" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"alter_body" text NOT NULL,
	"type" text DEFAULT 'customer' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zipcode" text NOT NULL,
	"lot_size" integer,
	"service_type" text DEFAULT 'mow' NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"customer_id" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "marketing_opt_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "past_customer_type" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locked_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locked_by_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "corner_lot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_and_security" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "backyard_lock_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "subdivision_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "duplex_unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gate_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gate_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "route_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "house_value" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "past_customer_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "histories" ADD CONSTRAINT "histories_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_assignee_id_users__id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_logs_property_idx" ON "call_logs" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "histories_entity_idx" ON "histories" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "histories_property_idx" ON "histories" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "histories_customer_idx" ON "histories" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notes_property_idx" ON "notes" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "reminders_property_idx" ON "reminders" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "reminders_assignee_idx" ON "reminders" USING btree ("assignee_id","date");--> statement-breakpoint
CREATE INDEX "services_property_idx" ON "services" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "services_customer_idx" ON "services" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_locked_by_id_users__id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_assignee_id_users__id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_mobile_idx" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_mobile_trgm_idx" ON "customers" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_sort_name_idx" ON "customers" USING btree (("last_name" || ' ' || "first_name"));--> statement-breakpoint
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_zipcode_idx" ON "properties" USING btree ("zipcode");