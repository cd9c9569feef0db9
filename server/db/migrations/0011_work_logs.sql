CREATE TABLE "work_logs" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_id" text NOT NULL,
	"service_type" text NOT NULL,
	"vendor_id" text,
	"crew_id" text,
	"date" date NOT NULL,
	"planned_date" date NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"route_position" integer,
	"started_at" timestamp with time zone,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"completed_at" timestamp with time zone,
	"completion_latitude" double precision,
	"completion_longitude" double precision,
	"completion_distance_feet" double precision,
	"time_cap_hours" double precision,
	"extra_time_status" text,
	"extra_time_requested_minutes" integer,
	"extra_time_granted_minutes" integer DEFAULT 0 NOT NULL,
	"time_up_reminded_at" timestamp with time zone,
	"price" double precision NOT NULL,
	"crew_notes" text,
	"reason" text,
	"reason_phrase_id" text,
	CONSTRAINT "work_logs_service_occurrence_unique" UNIQUE("service_id","planned_date")
);
--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_service_id_services__id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_vendor_id_vendors__id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_crew_id_crews__id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_reason_phrase_id_phrases__id_fk" FOREIGN KEY ("reason_phrase_id") REFERENCES "public"."phrases"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_logs_crew_day_idx" ON "work_logs" USING btree ("crew_id","date","route_position");--> statement-breakpoint
CREATE INDEX "work_logs_date_status_idx" ON "work_logs" USING btree ("date","status");--> statement-breakpoint
CREATE INDEX "work_logs_vendor_day_idx" ON "work_logs" USING btree ("vendor_id","date");--> statement-breakpoint
CREATE INDEX "work_logs_property_day_idx" ON "work_logs" USING btree ("property_id","date");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'assignment_list') WHERE "name" IN ('admin', 'csr') AND NOT ('assignment_list' = ANY("permissions"));