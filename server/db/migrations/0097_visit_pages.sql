CREATE TABLE "visit_pages" (
	"work_log_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"completed_by_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stars" integer,
	"comment" text,
	"rated_at" timestamp with time zone,
	"review_offered_at" timestamp with time zone,
	CONSTRAINT "visit_pages_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "visit_pages_stars_check" CHECK (stars is null or stars between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "visit_pages" ADD CONSTRAINT "visit_pages_work_log_id_work_logs__id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "visit_pages" ADD CONSTRAINT "visit_pages_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "visit_pages" ADD CONSTRAINT "visit_pages_completed_by_id_users__id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "visit_pages_rated_idx" ON "visit_pages" USING btree ("rated_at") WHERE rated_at is not null;
--> statement-breakpoint
CREATE INDEX "visit_pages_customer_offered_idx" ON "visit_pages" USING btree ("customer_id","review_offered_at");
