CREATE TABLE "contact_requests" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text,
	"user_id" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	"number_of_services" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"service" text NOT NULL,
	"customer_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "force_services" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_id" text NOT NULL,
	"date" date NOT NULL,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "office_announcements" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"repeat" text NOT NULL,
	"active_from" date NOT NULL,
	"active_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phrases" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phrase" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_handled_by_users__id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "force_services" ADD CONSTRAINT "force_services_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "force_services" ADD CONSTRAINT "force_services_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_status_created_idx" ON "contact_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_unique" ON "discounts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "force_services_property_date_unique" ON "force_services" USING btree ("property_id","date");