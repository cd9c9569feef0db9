CREATE TABLE "delay_prompts" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"crew_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"created_by_id" text,
	"crew_response" text,
	"responded_by_id" text,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_by_id" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "delay_prompts" ADD CONSTRAINT "delay_prompts_crew_id_crews__id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delay_prompts" ADD CONSTRAINT "delay_prompts_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delay_prompts" ADD CONSTRAINT "delay_prompts_responded_by_id_users__id_fk" FOREIGN KEY ("responded_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_completed_by_id_users__id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delay_prompts_crew_idx" ON "delay_prompts" USING btree ("crew_id","display");--> statement-breakpoint
CREATE INDEX "notifications_user_date_idx" ON "notifications" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","is_read");