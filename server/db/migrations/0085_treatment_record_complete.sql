-- The inspector's record complete (issue 64, finding 3 and 7; issue 65, finding 8): products of every kind the business
-- applies (a fertilizer has no EPA number), programs edited as new versions, the record's method, mix volume, the
-- person applying, the customer's billing address and the business's licence number; and TRUNCATE of the records
-- refused like DELETE. Records written before keep null in the new fields (they were not asked).
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'pesticide' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "epa_reg_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "replaces_id" text;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_replaces_id_programs__id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."programs"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programs_replaces_key" ON "programs" ("replaces_id");--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "epa_reg_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "product_kind" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "mix_gallons" double precision;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applied_by_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "business_licence_no" text;--> statement-breakpoint
-- TRUNCATE fires no row trigger: a statement trigger refuses it while the table holds records. Only a clear the admin
-- confirmed as the demo's sets `lawndesk.clear_application_records` to 'on' in its own transaction (SET LOCAL).
CREATE FUNCTION "applications_never_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('lawndesk.clear_application_records', true), '') <> 'on'
    AND EXISTS (SELECT 1 FROM "applications") THEN
    RAISE EXCEPTION 'application records are never truncated: the law keeps them' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_never_truncated" BEFORE TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "applications_never_truncated"();
