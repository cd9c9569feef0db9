-- The sign-up page's instant price (issue 46): the frequency and per-visit price the visitor chose, kept on its lead.
ALTER TABLE "leads" ADD COLUMN "quoted_frequency" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "quoted_price_cents" integer;