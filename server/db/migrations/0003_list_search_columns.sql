DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_email_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_mobile_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_sort_name_idx";--> statement-breakpoint
DROP INDEX "properties_address_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "customer_sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_customer_sort_idx" ON "properties" USING btree ("is_archived","customer_sort_name","_id");--> statement-breakpoint
CREATE INDEX "properties_address_sort_idx" ON "properties" USING btree ("is_archived","address","_id");--> statement-breakpoint
CREATE FUNCTION properties_fill_list_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner customers%ROWTYPE;
BEGIN
  SELECT * INTO owner FROM customers WHERE _id = NEW.customer_id;
  NEW.search_text := lower(concat_ws(' ', owner.first_name, owner.last_name, owner.email, owner.mobile, NEW.address, NEW.zipcode));
  NEW.customer_sort_name := coalesce(owner.last_name || ' ' || owner.first_name, '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_list_columns BEFORE INSERT OR UPDATE OF customer_id, address, zipcode ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_fill_list_columns();--> statement-breakpoint
CREATE FUNCTION customers_refresh_property_list_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET customer_id = customer_id WHERE customer_id = NEW._id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_property_list_columns AFTER UPDATE OF first_name, last_name, email, mobile ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_refresh_property_list_columns();--> statement-breakpoint
UPDATE properties SET customer_id = customer_id;
