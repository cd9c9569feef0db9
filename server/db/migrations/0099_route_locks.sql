ALTER TABLE "work_logs" ADD COLUMN "route_lock" text;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "route_pin" text;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "route_pin_time" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "keep_order" boolean DEFAULT false NOT NULL;
