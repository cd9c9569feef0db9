-- The settings that hold a secret or say where money and mail go change only with settings_secrets: the admin role gets it.
UPDATE "roles" SET "permissions" = array_append("permissions", 'settings_secrets') WHERE "name" = 'admin' AND NOT ('settings_secrets' = ANY("permissions"));
