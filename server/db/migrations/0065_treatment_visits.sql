-- Treatment rounds as visits (issue 47): a work log of a round carries its enrolment, the round's place and name and
-- its minutes on site; an enrolment names the treatment service its rounds are planned on, and when it ended.
ALTER TABLE "work_logs" ADD COLUMN "enrolment_id" text;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "round_index" integer;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "round_name" text;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "minutes_on_site" integer;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD COLUMN "service_id" text;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_service_id_services__id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrolments_service_key" ON "program_enrolments" USING btree ("service_id");
