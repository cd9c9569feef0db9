CREATE TABLE "product_costs" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"cost_per_unit_cents" double precision,
	"created_by_id" text
);
--> statement-breakpoint
ALTER TABLE "product_costs" ADD CONSTRAINT "product_costs_product_id_products__id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_costs" ADD CONSTRAINT "product_costs_created_by_id_users__id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_costs_product_idx" ON "product_costs" USING btree ("product_id","effective_from");--> statement-breakpoint
-- The costs set before the history: one row each, the first cost known, so past reports read as before.
INSERT INTO "product_costs" ("product_id", "effective_from", "cost_per_unit_cents", "created_by_id")
SELECT "_id", (now() AT TIME ZONE 'America/Chicago')::date, "cost_per_unit_cents", "created_by_id" FROM "products" WHERE "cost_per_unit_cents" IS NOT NULL;
