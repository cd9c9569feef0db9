-- An undo deletes thousands of customers and properties at once: each deletion looks up the import rows, keys and work
-- logs that name it (set null, cascade), which without an index was a scan of each table per customer (issue 42: an
-- undo of 5,000 rows took 305 s on the embedded database, the server answering nothing meanwhile).
CREATE INDEX "import_rows_customer_id_idx" ON "import_rows" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "import_rows_property_id_idx" ON "import_rows" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "import_keys_customer_id_idx" ON "import_keys" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "import_keys_property_id_idx" ON "import_keys" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "work_logs_customer_idx" ON "work_logs" USING btree ("customer_id");
