ALTER TABLE "payments" ADD COLUMN "market_id" text;--> statement-breakpoint
-- Payments made before this migration take their property's market as it is now: the best record of it there is.
UPDATE "payments" SET "market_id" = "properties"."market_id" FROM "properties" WHERE "properties"."_id" = "payments"."property_id" AND "properties"."market_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_market_id_markets__id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every new payment records its property's market at that moment, whichever path inserts it (the app, a script, a bulk load).
CREATE FUNCTION "payments_fill_market"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.market_id IS NULL THEN
    SELECT market_id INTO NEW.market_id FROM properties WHERE _id = NEW.property_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_fill_market" BEFORE INSERT ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_fill_market"();--> statement-breakpoint
CREATE INDEX "payments_week_idx" ON "payments" USING btree ("date","status","amount_cents","refunded_cents") WHERE "payments"."status" in ('pending', 'manual', 'failed', 'hold', 'failed-stop', 'in-progress', 'free', 'success', 'refund-success', 'charge-later');--> statement-breakpoint
CREATE INDEX "payments_owed_idx" ON "payments" USING btree ("date","amount_cents","refunded_cents") WHERE "payments"."status" in ('pending', 'manual', 'failed', 'hold', 'failed-stop');--> statement-breakpoint
CREATE INDEX "payments_collected_idx" ON "payments" USING btree ("date","market_id","price_cents","discount_cents","tax_cents","amount_cents","refunded_cents") WHERE "payments"."status" in ('success', 'refund-success');