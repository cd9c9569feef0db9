DROP INDEX "tax_rate_tables_state_day_key";--> statement-breakpoint
ALTER TABLE "tax_rate_tables" ADD COLUMN "loading" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rate_tables_state_day_key" ON "tax_rate_tables" USING btree ("state","effective_from") WHERE not "tax_rate_tables"."loading";