-- A business that already had users was set up before the first sign-in's walk-through existed: it is not walked through.
INSERT INTO "settings" ("key", "value") SELECT 'setup', '{"step":"done"}'::jsonb WHERE EXISTS (SELECT 1 FROM "users") ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- Clearing the business's data to start it afresh (System Settings, "Start my business") is the admin role's by default.
UPDATE "roles" SET "permissions" = array_append("permissions", 'business_data_clear') WHERE "name" = 'admin' AND NOT ('business_data_clear' = ANY("permissions"));
