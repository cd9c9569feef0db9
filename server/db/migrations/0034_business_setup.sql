-- A business that already had users was set up before the first sign-in's walk-through existed: it is not walked through.
INSERT INTO "settings" ("key", "value") SELECT 'setup', '{"step":"done"}'::jsonb WHERE EXISTS (SELECT 1 FROM "users") ON CONFLICT ("key") DO NOTHING;
