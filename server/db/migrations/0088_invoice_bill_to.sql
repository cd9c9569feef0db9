ALTER TABLE "invoices" ADD COLUMN "bill_to" jsonb;
