-- An application record is written once and kept (issue 47; 4 TAC §7.33 keeps it two years, the business's
-- retention setting at least that): the database refuses to delete one or to change any of its facts. The only change
-- let through is a link to a deleted customer, property, visit or user set to null by its foreign key (ON DELETE SET
-- NULL): the record's copies of the name, address and applicator stay. "Start my business" empties the table with
-- TRUNCATE, which no row trigger sees.
CREATE FUNCTION "applications_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  links text[] := ARRAY['work_log_id', 'property_id', 'customer_id', 'applicator_id', 'recorded_by_id'];
  link text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'application record % is never deleted', OLD._id USING ERRCODE = 'restrict_violation';
  END IF;
  IF (to_jsonb(NEW) - links) IS DISTINCT FROM (to_jsonb(OLD) - links) THEN
    RAISE EXCEPTION 'application record % is never edited: a correction is a new record', OLD._id USING ERRCODE = 'restrict_violation';
  END IF;
  FOREACH link IN ARRAY links LOOP
    IF (to_jsonb(NEW) -> link) IS DISTINCT FROM (to_jsonb(OLD) -> link) AND (to_jsonb(NEW) -> link) <> 'null'::jsonb THEN
      RAISE EXCEPTION 'application record % keeps its % (only its removal clears it)', OLD._id, link USING ERRCODE = 'restrict_violation';
    END IF;
  END LOOP;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_written_once" BEFORE UPDATE OR DELETE ON "applications" FOR EACH ROW EXECUTE FUNCTION "applications_written_once"();
