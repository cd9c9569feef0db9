-- Where an application record's wind and temperature came from (issue 47): a weather source's reading (source, station,
-- observation time) or typed. Nullable: the records already written are never edited and read as unknown.
ALTER TABLE "applications" ADD COLUMN "weather_source" jsonb;
