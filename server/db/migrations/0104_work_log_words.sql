-- One word for the row in every layer: the events stored under the old name are delivered under the new one, and the
-- photo prune job's schedule under its old name is dropped (the app schedules the new one as it starts).
UPDATE "domain_events" SET "name" = 'workLog.' || substr("name", 7) WHERE "name" LIKE 'visit.%';--> statement-breakpoint
UPDATE "domain_events" SET "name" = 'workLogs.moved' WHERE "name" = 'visits.moved';--> statement-breakpoint
DO $$ BEGIN
  IF to_regclass('pgboss.schedule') IS NOT NULL THEN
    DELETE FROM pgboss.schedule WHERE name = 'visit-photos-prune';
  END IF;
END $$;
