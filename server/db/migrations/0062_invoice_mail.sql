ALTER TABLE "email_messages" ADD COLUMN "attachment" jsonb;
