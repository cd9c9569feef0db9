-- The office's words for the moments customers hear about (issue 31): one row per moment, language and part changed.
CREATE TABLE "moment_words" (
	"moment" text NOT NULL,
	"language" text NOT NULL,
	"part" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "moment_words_moment_language_part_pk" PRIMARY KEY("moment","language","part")
);--> statement-breakpoint
ALTER TABLE "moment_words" ADD CONSTRAINT "moment_words_updated_by_users__id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
