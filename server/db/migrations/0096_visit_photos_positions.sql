CREATE TABLE "work_log_photos" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_log_id" text NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"for_customer" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" double precision,
	"taken_at" timestamp with time zone,
	"created_by_id" text,
	CONSTRAINT "work_log_photos_client_unique" UNIQUE("work_log_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "work_log_positions" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_log_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"distance_m" integer,
	"far" boolean DEFAULT false NOT NULL,
	"user_id" text
);
--> statement-breakpoint
ALTER TABLE "work_log_photos" ADD CONSTRAINT "work_log_photos_work_log_id_work_logs__id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_photos" ADD CONSTRAINT "work_log_photos_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_positions" ADD CONSTRAINT "work_log_positions_work_log_id_work_logs__id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_positions" ADD CONSTRAINT "work_log_positions_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_log_photos_visit_idx" ON "work_log_photos" USING btree ("work_log_id","created_at");--> statement-breakpoint
CREATE INDEX "work_log_positions_visit_idx" ON "work_log_positions" USING btree ("work_log_id","at");
