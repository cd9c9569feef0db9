-- Invoices (issue 45): customers billed by invoice, the invoice number, invoices and credit notes, their lines and receipts.
CREATE TABLE "invoice_accounts" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"terms_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"date" date NOT NULL,
	"item" text NOT NULL,
	"address" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_payment_id_pk" PRIMARY KEY("invoice_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"name" text PRIMARY KEY NOT NULL,
	"next" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_receipts" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_on" date NOT NULL,
	"recorded_by_id" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"customer_id" text NOT NULL,
	"credits_invoice_id" text,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"terms_days" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"issued_by_id" text
);
--> statement-breakpoint
ALTER TABLE "invoice_accounts" ADD CONSTRAINT "invoice_accounts_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices__id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_payment_id_payments__id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_invoice_id_invoices__id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers__id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_payment_key" ON "invoice_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoice_receipts_invoice_idx" ON "invoice_receipts" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issued_on");
