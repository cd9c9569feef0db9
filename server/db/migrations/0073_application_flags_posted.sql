-- Lawn markers (issue 47): where the property's state asks for them, the crew confirms on the application record that
-- the flags were posted. A new nullable column: records already written keep every field as they were (null: not asked).
ALTER TABLE "applications" ADD COLUMN "flags_posted" boolean;
