-- Outbound rates (issue 49): a text marked time-critical goes before reminders in a burst, the waiting texts and
-- e-mails are counted from a small index (the office's progress), and the send windows also pace e-mails and the gateway.
ALTER TABLE "text_send_windows" DROP CONSTRAINT "text_send_windows_span_check";--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "email_messages_waiting_idx" ON "email_messages" USING btree ("status") WHERE "email_messages"."status" in ('queued', 'retrying', 'sending');--> statement-breakpoint
CREATE INDEX "text_messages_waiting_idx" ON "text_messages" USING btree ("urgent") WHERE "text_messages"."status" in ('queued', 'held', 'retrying', 'sending');--> statement-breakpoint
ALTER TABLE "text_send_windows" ADD CONSTRAINT "text_send_windows_span_check" CHECK ("text_send_windows"."span" in ('minute', 'day', 'email-minute', 'gateway-second'));