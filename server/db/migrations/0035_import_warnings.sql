-- Import rows that are imported without a cell (a bad optional one, or a contact another customer holds) say which and
-- why (issue 42): the warnings of each row, shown in the preview and the report.
ALTER TABLE "import_rows" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;
