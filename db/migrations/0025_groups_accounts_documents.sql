CREATE TABLE "document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"display_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking_id" uuid NOT NULL,
	"organisation_id" uuid,
	"payment_id" uuid,
	"refers_to" uuid,
	"due_on" date,
	"total" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "document_kind_valid" CHECK ("document"."kind" IN ('invoice', 'credit-note', 'receipt')),
	CONSTRAINT "document_number_positive" CHECK ("document"."number" > 0),
	CONSTRAINT "document_total_valid" CHECK ("document"."total" >= 0),
	CONSTRAINT "document_credit_note_refers" CHECK (("document"."kind" = 'credit-note') = ("document"."refers_to" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "money_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid,
	"document_id" uuid,
	"amount" integer NOT NULL,
	"method" text,
	CONSTRAINT "money_journal_kind_valid" CHECK ("money_journal"."kind" IN ('payment', 'refund', 'invoice', 'credit-note')),
	CONSTRAINT "money_journal_sign_valid" CHECK (("money_journal"."kind" IN ('payment', 'invoice') AND "money_journal"."amount" > 0) OR ("money_journal"."kind" IN ('refund', 'credit-note') AND "money_journal"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "learner_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"learner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisation_contact" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_postcode" text NOT NULL,
	"billing_email" text NOT NULL,
	"phone" text,
	"vat_number" text,
	"po_required" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'applicant' NOT NULL,
	"terms_days" integer DEFAULT 30 NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_status_valid" CHECK ("organisation"."status" IN ('applicant', 'approved', 'declined', 'on-hold')),
	CONSTRAINT "organisation_terms_valid" CHECK ("organisation"."terms_days" BETWEEN 0 AND 120),
	CONSTRAINT "organisation_credit_limit_valid" CHECK ("organisation"."credit_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking" DROP CONSTRAINT "booking_payment_type_valid";--> statement-breakpoint
DROP INDEX "learner_booking_unique";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "organisation_contact_id" uuid;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "purchase_order" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "learner" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "learner" ADD COLUMN "position" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learner" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_refers_to_document_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_journal" ADD CONSTRAINT "money_journal_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_journal" ADD CONSTRAINT "money_journal_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_journal" ADD CONSTRAINT "money_journal_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_link" ADD CONSTRAINT "learner_link_learner_id_learner_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_contact" ADD CONSTRAINT "organisation_contact_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_link" ADD CONSTRAINT "organisation_link_contact_id_organisation_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."organisation_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_series_number_unique" ON "document" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "document_display_number_unique" ON "document" USING btree ("display_number");--> statement-breakpoint
CREATE INDEX "document_booking_idx" ON "document" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "document_organisation_idx" ON "document" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "document_issued_on_idx" ON "document" USING btree ("issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "document_one_receipt_per_payment" ON "document" USING btree ("payment_id") WHERE "document"."kind" = 'receipt';--> statement-breakpoint
CREATE INDEX "money_journal_day_idx" ON "money_journal" USING btree ("day");--> statement-breakpoint
CREATE INDEX "money_journal_booking_idx" ON "money_journal" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_journal_payment_unique" ON "money_journal" USING btree ("payment_id") WHERE "money_journal"."payment_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "money_journal_document_unique" ON "money_journal" USING btree ("document_id") WHERE "money_journal"."document_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "learner_link_learner_idx" ON "learner_link" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_contact_email_unique" ON "organisation_contact" USING btree ("organisation_id",lower("email"));--> statement-breakpoint
CREATE INDEX "organisation_contact_lower_email_idx" ON "organisation_contact" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "organisation_link_contact_idx" ON "organisation_link" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "organisation_status_idx" ON "organisation" USING btree ("status");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_organisation_contact_id_organisation_contact_id_fk" FOREIGN KEY ("organisation_contact_id") REFERENCES "public"."organisation_contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_invoice_id_document_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner" ADD CONSTRAINT "learner_replaced_by_learner_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."learner"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_organisation_idx" ON "booking" USING btree ("organisation_id") WHERE "booking"."organisation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_invoice_idx" ON "payment" USING btree ("invoice_id") WHERE "payment"."invoice_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "learner_booking_idx" ON "learner" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_seats_valid" CHECK ("booking"."seats" BETWEEN 1 AND 16);--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_invoice_has_account" CHECK ("booking"."payment_type" <> 'invoice' OR "booking"."organisation_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_payment_type_valid" CHECK ("booking"."payment_type" IN ('deposit', 'full', 'invoice'));--> statement-breakpoint
-- Every seat booked so far is its booking's only seat, at the booking's price.
UPDATE "learner" AS "l" SET "price" = "b"."total_price" FROM "booking" AS "b" WHERE "l"."booking_id" = "b"."id";
--> statement-breakpoint
-- Documents and the money journal are only ever appended to (decision 027): a correction is a new row.
CREATE FUNCTION "refuse_change_of_issued_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted: issue a new one instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "document_never_changes" BEFORE UPDATE OR DELETE ON "document"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_issued_record"();
--> statement-breakpoint
CREATE TRIGGER "money_journal_never_changes" BEFORE UPDATE OR DELETE ON "money_journal"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_issued_record"();
--> statement-breakpoint
-- A payment or refund that succeeds writes its journal row in the same transaction, whichever code settles it, on the
-- London day the money report counts it (money recorded by hand on the day it arrived, anything else on the day it
-- settled). The unique index on payment_id makes a second settlement write nothing.
CREATE FUNCTION "payment_write_journal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" = 'succeeded' AND (TG_OP = 'INSERT' OR OLD."state" IS DISTINCT FROM 'succeeded') THEN
    INSERT INTO "money_journal" ("day", "kind", "booking_id", "payment_id", "amount", "method")
    VALUES (
      CASE WHEN NEW."kind" <> 'refund' AND NEW."received_on" IS NOT NULL THEN NEW."received_on"
        ELSE (coalesce(NEW."settled_at", NEW."created_at", now()) AT TIME ZONE 'Europe/London')::date END,
      CASE WHEN NEW."kind" = 'refund' THEN 'refund' ELSE 'payment' END,
      NEW."booking_id",
      NEW."id",
      CASE WHEN NEW."kind" = 'refund' THEN -NEW."amount" ELSE NEW."amount" END,
      CASE WHEN NEW."provider" = 'manual' THEN coalesce(NEW."method", 'By hand')
        WHEN NEW."provider" = 'test' THEN 'Card (test)' ELSE 'Card' END
    )
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_journal" AFTER INSERT OR UPDATE OF "state" ON "payment"
FOR EACH ROW EXECUTE FUNCTION "payment_write_journal"();
--> statement-breakpoint
-- Money already settled opens the journal, in the order it settled.
INSERT INTO "money_journal" ("at", "day", "kind", "booking_id", "payment_id", "amount", "method")
SELECT coalesce("settled_at", "created_at"),
  CASE WHEN "kind" <> 'refund' AND "received_on" IS NOT NULL THEN "received_on"
    ELSE (coalesce("settled_at", "created_at") AT TIME ZONE 'Europe/London')::date END,
  CASE WHEN "kind" = 'refund' THEN 'refund' ELSE 'payment' END,
  "booking_id", "id",
  CASE WHEN "kind" = 'refund' THEN -"amount" ELSE "amount" END,
  CASE WHEN "provider" = 'manual' THEN coalesce("method", 'By hand') WHEN "provider" = 'test' THEN 'Card (test)' ELSE 'Card' END
FROM "payment" WHERE "state" = 'succeeded'
ORDER BY coalesce("settled_at", "created_at"), "id";
