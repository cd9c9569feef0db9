-- Workbook imports (issue 30): the sheet an import read and the sheets its workbook holds, so the page can offer another.
ALTER TABLE "imports" ADD COLUMN "sheet" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "sheets" jsonb DEFAULT '[]'::jsonb NOT NULL;
