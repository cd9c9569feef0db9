-- Rain days (issue 33): each one staff applied, with what it moved and what it absorbed, so undo restores the plan.
CREATE TABLE "rain_days" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text,
	"from_now" boolean DEFAULT false NOT NULL,
	"target_date" date,
	"moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"absorbed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kept_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_by" text,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "rain_days" ADD CONSTRAINT "rain_days_applied_by_users__id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_days" ADD CONSTRAINT "rain_days_undone_by_users__id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rain_days_date_idx" ON "rain_days" USING btree ("date");
