CREATE TABLE "inbound_text_media" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_sid" text NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_text_media" ADD CONSTRAINT "inbound_text_media_message_sid_inbound_texts_message_sid_fk" FOREIGN KEY ("message_sid") REFERENCES "public"."inbound_texts"("message_sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_text_media_part_unique" ON "inbound_text_media" USING btree ("message_sid","position");