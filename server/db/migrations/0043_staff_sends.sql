CREATE TABLE "staff_sends" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("_id") ON DELETE cascade,
	"resend_of" text,
	"channel" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sends_user_idx" ON "staff_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_sends_resend_idx" ON "staff_sends" USING btree ("resend_of","created_at");
