CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_fill_list_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner customers%ROWTYPE;
BEGIN
  SELECT * INTO owner FROM customers WHERE _id = NEW.customer_id;
  NEW.search_text := unaccent(lower(concat_ws(' ', owner.first_name, owner.last_name, owner.email, owner.mobile, NEW.address, NEW.zipcode)));
  NEW.customer_sort_name := coalesce(owner.last_name || ' ' || owner.first_name, '');
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE properties SET customer_id = customer_id;
