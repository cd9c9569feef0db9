CREATE TABLE "service_pauses" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"reason" text NOT NULL,
	"removed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"restored" integer,
	"not_restored" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_pauses" ADD CONSTRAINT "service_pauses_created_by_users__id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pauses" ADD CONSTRAINT "service_pauses_ended_by_users__id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_pauses_range_idx" ON "service_pauses" USING btree ("from","to");