-- A quote deposit given back through the gateway, whole or in part, each refund a row written once (issue 46).
CREATE TABLE "deposit_refunds" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposit_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" text
);
--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_deposit_id_deposits__id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_refunds_deposit_idx" ON "deposit_refunds" USING btree ("deposit_id");