ALTER TABLE "imports" ADD COLUMN "source_id_choices" jsonb DEFAULT '{}'::jsonb NOT NULL;
