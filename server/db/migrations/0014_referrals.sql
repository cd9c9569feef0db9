CREATE TABLE "referral_trackers" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer_property_id" text NOT NULL,
	"referred_property_id" text NOT NULL,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "referral_visits" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tracker_id" text NOT NULL,
	"work_log_id" text NOT NULL,
	CONSTRAINT "referral_visits_tracker_work_log_unique" UNIQUE("tracker_id","work_log_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_credits" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text NOT NULL,
	"reason" text NOT NULL,
	"tracker_id" text,
	"applied_work_log_id" text,
	"applied_at" timestamp with time zone,
	"created_by_id" text
);
--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "referral_trackers" ADD CONSTRAINT "referral_trackers_referrer_property_id_properties__id_fk" FOREIGN KEY ("referrer_property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_trackers" ADD CONSTRAINT "referral_trackers_referred_property_id_properties__id_fk" FOREIGN KEY ("referred_property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_trackers" ADD CONSTRAINT "referral_trackers_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_tracker_id_referral_trackers__id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."referral_trackers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_work_log_id_work_logs__id_fk" FOREIGN KEY ("work_log_id") REFERENCES "public"."work_logs"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_tracker_id_referral_trackers__id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."referral_trackers"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_applied_work_log_id_work_logs__id_fk" FOREIGN KEY ("applied_work_log_id") REFERENCES "public"."work_logs"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_trackers_referred_unique" ON "referral_trackers" USING btree ("referred_property_id");--> statement-breakpoint
CREATE INDEX "referral_trackers_referrer_idx" ON "referral_trackers" USING btree ("referrer_property_id");--> statement-breakpoint
CREATE INDEX "wallet_credits_customer_idx" ON "wallet_credits" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_credits_tracker_reward_unique" ON "wallet_credits" USING btree ("tracker_id","reason") WHERE "wallet_credits"."reason" <> 'staff';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_credits_applied_unique" ON "wallet_credits" USING btree ("applied_work_log_id");