-- A property's lawn (issue 47): its treated area, typed in or measured from an outline drawn on the map. Properties
-- already enrolled keep the area of their latest enrolment as their lawn.
CREATE TABLE "lawns" (
	"property_id" text PRIMARY KEY NOT NULL,
	"sq_ft" integer NOT NULL,
	"outline" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text
);
--> statement-breakpoint
ALTER TABLE "lawns" ADD CONSTRAINT "lawns_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawns" ADD CONSTRAINT "lawns_updated_by_id_users__id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "lawns" ("property_id", "sq_ft", "updated_by_id")
SELECT DISTINCT ON ("property_id") "property_id", "lawn_sq_ft", "consent_by_id"
FROM "program_enrolments"
WHERE "property_id" IS NOT NULL
ORDER BY "property_id", "season" DESC, "created_at" DESC;
