-- Customers with several properties in one import (issue 30): a row's customer key and the first row of its customer,
-- so a run writes a customer's rows in one transaction; what a create made, for undo; the customer's and property's
-- keys beside each imported row's, so a second property's row finds its customer. Keys stored before keep their row
-- key as their customer key (a source id's key is the customer's now) and their property's address as its key.
ALTER TABLE "import_rows" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "group_row" integer;--> statement-breakpoint
UPDATE "import_rows" SET "group_row" = "row_number";--> statement-breakpoint
ALTER TABLE "import_rows" ALTER COLUMN "group_row" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "created" text;--> statement-breakpoint
UPDATE "import_rows" SET "created" = 'customer' WHERE "outcome" = 'create' AND "done" AND "customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "import_rows_group_idx" ON "import_rows" USING btree ("import_id","done","group_row");--> statement-breakpoint
ALTER TABLE "import_keys" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "import_keys" ADD COLUMN "property_key" text;--> statement-breakpoint
UPDATE "import_keys" AS k SET "customer_key" = k."row_key",
  "property_key" = lower(regexp_replace(p."address", '\s+', ' ', 'g')) || '|' || p."zipcode"
  FROM "properties" AS p WHERE p."_id" = k."property_id";--> statement-breakpoint
UPDATE "import_keys" SET "customer_key" = "row_key", "property_key" = '' WHERE "customer_key" IS NULL;--> statement-breakpoint
ALTER TABLE "import_keys" ALTER COLUMN "customer_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "import_keys" ALTER COLUMN "property_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "import_keys_customer_idx" ON "import_keys" USING btree ("customer_key","property_key");
