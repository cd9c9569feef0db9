-- Text messages (issue 31): the customer's language and consent per channel and kind, and every text sent or held.
ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_service" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "text_service" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "text_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "text_messages" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text,
	"to" text NOT NULL,
	"kind" text NOT NULL,
	"moment" text,
	"body" text NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"error_code" text,
	"error_message" text,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_moment_key" ON "text_messages" USING btree ("moment");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_key" ON "text_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "text_messages_customer_idx" ON "text_messages" USING btree ("customer_id","created_at");
