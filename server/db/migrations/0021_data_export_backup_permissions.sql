-- The export of every record and the download of a backup are the admin role's by default (issue 30).
UPDATE "roles" SET "permissions" = array_append("permissions", 'data_export') WHERE "name" = 'admin' AND NOT ('data_export' = ANY("permissions"));--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'backup_download') WHERE "name" = 'admin' AND NOT ('backup_download' = ANY("permissions"));
