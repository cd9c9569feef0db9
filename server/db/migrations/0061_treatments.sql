-- Treatments (issue 47): products and their stock movements, programs, enrolments, applicator licences and the
-- application records (written once, corrections refer to the record they correct); treatments_manage for admin.
CREATE TABLE "products" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"epa_reg_no" text NOT NULL,
	"unit" text NOT NULL,
	"rate_min_per_1000" double precision NOT NULL,
	"rate_max_per_1000" double precision NOT NULL,
	"wind_limit_mph" double precision,
	"restricted_use" boolean DEFAULT false NOT NULL,
	"active_ingredients" text,
	"signal_word" text,
	"reentry_hours" integer,
	"stock_on_hand" double precision DEFAULT 0 NOT NULL,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" text NOT NULL,
	"change" double precision NOT NULL,
	"reason" text NOT NULL,
	"application_id" text,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"rounds" jsonb NOT NULL,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "program_enrolments" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"program_id" text NOT NULL,
	"property_id" text,
	"customer_id" text,
	"season" integer NOT NULL,
	"lawn_sq_ft" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_by_id" text,
	"consent_note" text
);
--> statement-breakpoint
CREATE TABLE "applicator_licences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"licence_no" text NOT NULL,
	"expires_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_log_id" text,
	"property_id" text,
	"customer_id" text,
	"customer_name" text NOT NULL,
	"address" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"epa_reg_no" text NOT NULL,
	"amount" double precision NOT NULL,
	"unit" text NOT NULL,
	"area_sq_ft" double precision NOT NULL,
	"rate_per_1000" double precision NOT NULL,
	"target_pest" text NOT NULL,
	"site_treated" text NOT NULL,
	"application_method" text,
	"wind_mph" double precision NOT NULL,
	"wind_direction" text NOT NULL,
	"temperature_f" double precision NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"applicator_id" text,
	"applicator_name" text NOT NULL,
	"licence_no" text,
	"recorded_by_id" text,
	"override_reason" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corrects_id" text,
	"correction_reason" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products__id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("_id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_program_id_programs__id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("_id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_consent_by_id_users__id_fk" FOREIGN KEY ("consent_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applicator_licences" ADD CONSTRAINT "applicator_licences_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applicator_licences" ADD CONSTRAINT "applicator_licences_updated_by_id_users__id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_work_log_id_work_logs__id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_product_id_products__id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("_id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicator_id_users__id_fk" FOREIGN KEY ("applicator_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_recorded_by_id_users__id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_corrects_id_applications__id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."applications"("_id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrolments_property_season_key" ON "program_enrolments" USING btree ("program_id","property_id","season");
--> statement-breakpoint
CREATE INDEX "applications_started_idx" ON "applications" USING btree ("started_at");
--> statement-breakpoint
CREATE INDEX "applications_property_idx" ON "applications" USING btree ("property_id");
--> statement-breakpoint
CREATE INDEX "applications_work_log_idx" ON "applications" USING btree ("work_log_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "applications_corrects_key" ON "applications" USING btree ("corrects_id");
--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'treatments_manage') WHERE "name" = 'admin' AND NOT ('treatments_manage' = ANY("permissions"));
