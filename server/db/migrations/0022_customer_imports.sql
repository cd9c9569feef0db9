-- Customer imports from a spreadsheet (issue 30): imports, their rows, the key each imported row left, saved mappings;
-- the property's approximate-location flag; and the data_import permission, the admin role's by default.
CREATE TABLE "imports" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"create_count" integer DEFAULT 0 NOT NULL,
	"update_count" integer DEFAULT 0 NOT NULL,
	"skip_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"row_key" text,
	"fingerprint" text,
	"outcome" text NOT NULL,
	"field" text,
	"message" text,
	"label" text DEFAULT '' NOT NULL,
	"customer_id" text,
	"property_id" text,
	"before" jsonb,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "import_keys" (
	"row_key" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"import_id" text
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_by_id" text,
	CONSTRAINT "import_mappings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports__id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_import_id_imports__id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_outcome_idx" ON "import_rows" USING btree ("import_id","outcome","row_number");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'data_import') WHERE "name" = 'admin' AND NOT ('data_import' = ANY("permissions"));
