CREATE TABLE "crew_positions" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"crew_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_positions" ADD CONSTRAINT "crew_positions_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crew_positions" ADD CONSTRAINT "crew_positions_crew_id_crews__id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "crew_positions_user_at_idx" ON "crew_positions" USING btree ("user_id","at");
--> statement-breakpoint
CREATE INDEX "crew_positions_crew_at_idx" ON "crew_positions" USING btree ("crew_id","at");
--> statement-breakpoint
CREATE INDEX "crew_positions_at_idx" ON "crew_positions" USING btree ("at");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "open_until" timestamp with time zone;
