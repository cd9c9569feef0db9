-- A card used for one payment and not kept (issue 43: the pay page's auto-pay box left unticked, or the card declined):
-- hidden from the customer's cards, never charged again, its gateway token cleared once its payment's try has an answer.
ALTER TABLE "cards" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "token" DROP NOT NULL;
