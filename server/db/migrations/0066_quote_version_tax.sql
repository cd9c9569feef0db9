-- Each quote version keeps the sales tax of the day it was written (issue 46): its rate and each line's tax. Versions
-- written before stay null and are taxed as of the day they are read.
ALTER TABLE "quote_versions" ADD COLUMN "tax_percent" double precision;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "line_tax_cents" jsonb;
