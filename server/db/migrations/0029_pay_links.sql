-- Pay links (issues 31 and 32): the failed-payment message's and the reminders' single-use link to pay one payment
-- without signing in, kept as the hash of its token.
CREATE TABLE "pay_links" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"paying_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_payment_id_payments__id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_token_key" ON "pay_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_payment_purpose_key" ON "pay_links" USING btree ("payment_id","purpose");
