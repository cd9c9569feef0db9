CREATE TABLE "conversations" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text,
	"mobile" text NOT NULL,
	"assignee_id" text,
	"inbound_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_body" text,
	"last_inbound" boolean DEFAULT true NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users__id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_customer_key" ON "conversations" USING btree ("customer_id") WHERE "conversations"."customer_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_lead_mobile_key" ON "conversations" USING btree ("mobile") WHERE "conversations"."customer_id" is null;
--> statement-breakpoint
CREATE INDEX "conversations_last_idx" ON "conversations" USING btree ("last_message_at","_id");
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations__id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inbound_texts" ADD COLUMN "conversation_id" text;
--> statement-breakpoint
ALTER TABLE "inbound_texts" ADD COLUMN "from" text;
--> statement-breakpoint
ALTER TABLE "inbound_texts" ADD COLUMN "body" text;
--> statement-breakpoint
ALTER TABLE "inbound_texts" ADD COLUMN "media" jsonb;
--> statement-breakpoint
ALTER TABLE "inbound_texts" ADD CONSTRAINT "inbound_texts_conversation_id_conversations__id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "inbound_texts_conversation_idx" ON "inbound_texts" USING btree ("conversation_id","received_at");
--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "sent_by_id" text;
--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_sent_by_id_users__id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "text_messages_to_idx" ON "text_messages" USING btree ("to","created_at") WHERE "text_messages"."customer_id" is null;
