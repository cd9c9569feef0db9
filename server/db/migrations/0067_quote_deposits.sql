-- A quote's deposit paid on its public page (issue 46): each try a row in billing's deposits, and the part of a later
-- payment taken from the deposit (payments.deposit_cents) so the card is charged only the rest.
CREATE TABLE "deposits" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"property_id" text,
	"quote_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"card_id" text,
	"gateway_transaction_id" text,
	"failure_code" text,
	"failure_message" text,
	"charged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_property_id_properties__id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_card_id_cards__id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_one_per_quote" ON "deposits" USING btree ("quote_id") WHERE "deposits"."status" <> 'declined';