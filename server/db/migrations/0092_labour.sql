CREATE TABLE "pay_rates" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"pay_rate_cents" integer NOT NULL,
	"overtime_exempt" boolean DEFAULT false NOT NULL,
	"employee_id" text,
	"set_by_id" text
);
--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_set_by_id_users__id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pay_rates_user_effective_idx" ON "pay_rates" USING btree ("user_id","effective_from");
--> statement-breakpoint
CREATE TABLE "time_sheet_weeks" (
	"week" text PRIMARY KEY NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by_id" text
);
--> statement-breakpoint
ALTER TABLE "time_sheet_weeks" ADD CONSTRAINT "time_sheet_weeks_approved_by_id_users__id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_in_latitude" double precision;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_in_longitude" double precision;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_in_accuracy_m" double precision;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_in_far_m" integer;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_out_latitude" double precision;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_out_longitude" double precision;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_out_accuracy_m" double precision;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clock_out_far_m" integer;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "break_minutes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "clocked_by_id" text;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "replaces_id" text;
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD COLUMN "superseded_at" timestamp with time zone;
--> statement-breakpoint
DROP INDEX "time_sheets_one_open_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "time_sheets_one_open_idx" ON "time_sheets" USING btree ("user_id") WHERE clock_out is null and superseded_at is null;
