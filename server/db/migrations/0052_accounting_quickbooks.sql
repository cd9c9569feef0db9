-- QuickBooks Online (issue 45): the connection, its sign-in states, the records pushed; accounting_manage for admin roles.
CREATE TABLE "accounting_connections" (
	"provider" text PRIMARY KEY NOT NULL,
	"realm_id" text,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text,
	"refresh_token_expires_at" timestamp with time zone,
	"connected_by_id" text,
	"connected_at" timestamp with time zone,
	"needs_reconnect_at" timestamp with time zone,
	"push_from" date,
	"accounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"paused_until" timestamp with time zone,
	"backoff_seconds" integer DEFAULT 0 NOT NULL,
	"pass_started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_oauth_states" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounting_records" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"realm_id" text NOT NULL,
	"kind" text NOT NULL,
	"local_id" text NOT NULL,
	"customer_id" text,
	"payment_id" text,
	"amount_cents" integer,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"quickbooks_id" text,
	"sync_token" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_key" text,
	"failure_detail" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_oauth_states_hash_key" ON "accounting_oauth_states" USING btree ("state_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_records_local_key" ON "accounting_records" USING btree ("realm_id","kind","local_id");
--> statement-breakpoint
CREATE INDEX "accounting_records_status_idx" ON "accounting_records" USING btree ("status","kind");
--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'accounting_manage') WHERE "name" = 'admin' AND NOT ('accounting_manage' = ANY("permissions"));
