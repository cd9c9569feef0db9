-- Outbound text rates (issue 49): the texts sent in each minute and each business day, claimed one at a time by every
-- node before it sends, so a burst (a rain day) goes out at the carrier's rate instead of all at once.
CREATE TABLE "text_send_windows" (
	"span" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "text_send_windows_span_starts_at_pk" PRIMARY KEY("span","starts_at"),
	CONSTRAINT "text_send_windows_span_check" CHECK ("text_send_windows"."span" in ('minute', 'day'))
);
