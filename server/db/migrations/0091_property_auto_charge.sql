ALTER TABLE "properties" ADD COLUMN "auto_charge" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "auto_charge_card_id" text;
