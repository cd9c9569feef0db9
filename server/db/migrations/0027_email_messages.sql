-- Moments (issue 31): every e-mail a moment sent or tried, one per moment, customer and channel.
CREATE TABLE "email_messages" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text,
	"to" text NOT NULL,
	"moment" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_message" text,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_moment_key" ON "email_messages" USING btree ("moment");--> statement-breakpoint
CREATE INDEX "email_messages_customer_idx" ON "email_messages" USING btree ("customer_id","created_at");
