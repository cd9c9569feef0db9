ALTER TABLE "products" ADD COLUMN "cost_per_unit_cents" double precision;
--> statement-breakpoint
CREATE INDEX "time_sheets_clock_in_idx" ON "time_sheets" USING btree ("clock_in","user_id") WHERE superseded_at is null;
