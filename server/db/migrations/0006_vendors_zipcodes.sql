CREATE TABLE "crew_announcements" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vendor_id" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"active_from" date NOT NULL,
	"active_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_notes" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"crew_id" text NOT NULL,
	"text" text NOT NULL,
	"author_id" text
);
--> statement-breakpoint
CREATE TABLE "vendor_property_exceptions" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vendor_id" text NOT NULL,
	"property_id" text NOT NULL,
	"commission" double precision NOT NULL,
	CONSTRAINT "vendor_property_exceptions_property_id_unique" UNIQUE("vendor_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_zipcodes" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vendor_id" text NOT NULL,
	"zipcode" text NOT NULL,
	"week_day" integer NOT NULL,
	"crew_id" text,
	CONSTRAINT "vendor_zipcodes_vendor_zipcode_unique" UNIQUE("vendor_id","zipcode")
);
--> statement-breakpoint
CREATE TABLE "zipcodes" (
	"zipcode" text PRIMARY KEY NOT NULL,
	"area_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"geometry" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "prices" jsonb;--> statement-breakpoint
ALTER TABLE "crew_announcements" ADD CONSTRAINT "crew_announcements_vendor_id_vendors__id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_notes" ADD CONSTRAINT "crew_notes_crew_id_crews__id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_notes" ADD CONSTRAINT "crew_notes_author_id_users__id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_property_exceptions" ADD CONSTRAINT "vendor_property_exceptions_vendor_id_vendors__id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_property_exceptions" ADD CONSTRAINT "vendor_property_exceptions_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_zipcodes" ADD CONSTRAINT "vendor_zipcodes_vendor_id_vendors__id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_zipcodes" ADD CONSTRAINT "vendor_zipcodes_crew_id_crews__id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_notes_crew_idx" ON "crew_notes" USING btree ("crew_id");--> statement-breakpoint
CREATE INDEX "vendor_zipcodes_zipcode_idx" ON "vendor_zipcodes" USING btree ("zipcode");