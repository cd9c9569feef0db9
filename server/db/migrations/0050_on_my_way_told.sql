-- On my way (issue 43): when the customer of a visit was told the crew is on its way, by the crew's button or by the
-- start of the visit or the end of the one before. Once per visit: a second press tells nobody again.
ALTER TABLE "work_logs" ADD COLUMN "on_my_way_at" timestamp with time zone;
