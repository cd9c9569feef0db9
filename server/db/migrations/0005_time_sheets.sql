CREATE TABLE "time_sheets" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"clock_in" timestamp with time zone DEFAULT now() NOT NULL,
	"clock_out" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "time_sheets" ADD CONSTRAINT "time_sheets_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_sheets_user_clock_in_idx" ON "time_sheets" USING btree ("user_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "time_sheets_one_open_idx" ON "time_sheets" USING btree ("user_id") WHERE clock_out is null;