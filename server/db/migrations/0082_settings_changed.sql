-- Each node keeps the settings in memory (server/lib/keptSettings.ts): any write to them, by a save, an import, a
-- restore or a hand in psql, tells every node listening once it has committed, and never after a rollback.
CREATE FUNCTION "settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lawndesk_settings', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "settings_changed"();
