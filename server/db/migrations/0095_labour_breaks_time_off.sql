CREATE TABLE "time_sheet_breaks" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_sheet_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_sheet_breaks" ADD CONSTRAINT "time_sheet_breaks_time_sheet_id_time_sheets__id_fk" FOREIGN KEY ("time_sheet_id") REFERENCES "public"."time_sheets"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "time_sheet_breaks_time_sheet_idx" ON "time_sheet_breaks" USING btree ("time_sheet_id");
--> statement-breakpoint
CREATE TABLE "paid_time_off" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"entered_by_id" text
);
--> statement-breakpoint
ALTER TABLE "paid_time_off" ADD CONSTRAINT "paid_time_off_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paid_time_off" ADD CONSTRAINT "paid_time_off_entered_by_id_users__id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "paid_time_off_user_day_idx" ON "paid_time_off" USING btree ("user_id","day");
