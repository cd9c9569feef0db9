-- Messages customers receive (issue 31): the office's words for the moments (one row per moment, language and part
-- changed); e-mail tries, so a mail server's temporary refusal is tried again; and a customer's e-mail address or
-- mobile that the provider refused for good, flagged until the address or number changes.
CREATE TABLE "moment_words" (
	"moment" text NOT NULL,
	"language" text NOT NULL,
	"part" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "moment_words_moment_language_part_pk" PRIMARY KEY("moment","language","part")
);--> statement-breakpoint
ALTER TABLE "moment_words" ADD CONSTRAINT "moment_words_updated_by_users__id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_invalid" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_invalid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mobile_invalid" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mobile_invalid_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION customers_clear_invalid_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS DISTINCT FROM OLD.email THEN
    NEW.email_invalid := NULL;
    NEW.email_invalid_at := NULL;
  END IF;
  IF NEW.mobile IS DISTINCT FROM OLD.mobile THEN
    NEW.mobile_invalid := NULL;
    NEW.mobile_invalid_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_clear_invalid_contacts BEFORE UPDATE OF email, mobile ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_clear_invalid_contacts();
