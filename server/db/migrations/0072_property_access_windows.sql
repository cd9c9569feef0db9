-- A property's access windows (issue 48): when a crew may start work there, as week days and a time range; empty is
-- any time within the crew's hours, as every property was until now.
ALTER TABLE "properties" ADD COLUMN "access_windows" jsonb DEFAULT '[]'::jsonb NOT NULL;
