-- Consent to automatic charges (issue 32, item 5): when a card is saved for auto-pay, the agreement's text version,
-- when and from which address it was given, and who recorded it (the customer in the portal, or staff on its behalf).
ALTER TABLE "cards" ADD COLUMN "autopay_consent_version" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "autopay_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "autopay_consent_ip" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "autopay_consent_by" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "autopay_consent_by_id" text;
