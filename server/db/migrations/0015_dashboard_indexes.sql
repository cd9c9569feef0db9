CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_assignee_idx" ON "properties" USING btree ("assignee_id");