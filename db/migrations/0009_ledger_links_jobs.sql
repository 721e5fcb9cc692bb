CREATE TABLE "booking_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"actor" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_status_valid" CHECK ("job"."status" IN ('queued', 'running', 'done', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount" > 0),
	CONSTRAINT "payment_kind_valid" CHECK ("payment"."kind" IN ('deposit', 'full', 'balance', 'manual')),
	CONSTRAINT "payment_state_valid" CHECK ("payment"."state" IN ('pending', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payment_manual_is_staff" CHECK (("payment"."kind" = 'manual') = ("payment"."provider" = 'manual'))
);
--> statement-breakpoint
ALTER TABLE "booking" DROP CONSTRAINT "booking_amounts_valid";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_valid";--> statement-breakpoint
DROP INDEX "booking_access_token_unique";--> statement-breakpoint
DROP INDEX "booking_payment_reference_idx";--> statement-breakpoint
ALTER TABLE "booking_event" ADD CONSTRAINT "booking_event_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_link" ADD CONSTRAINT "booking_link_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_event_booking_at_idx" ON "booking_event" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "booking_link_booking_idx" ON "booking_link" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_dedupe_key_unique" ON "job" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "payment_booking_idx" ON "payment" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_ref_unique" ON "payment" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_idempotency_key_unique" ON "payment" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_open_card_attempt" ON "payment" USING btree ("booking_id") WHERE "payment"."state" = 'pending' AND "payment"."provider" <> 'manual';--> statement-breakpoint
-- Existing links keep working: their tokens become hashes.
INSERT INTO "booking_link" ("token_hash", "booking_id", "created_at")
  SELECT encode(sha256(convert_to("access_token", 'UTF8')), 'hex'), "id", "created_at" FROM "booking";--> statement-breakpoint
-- The money already taken becomes ledger rows: the first payment of every paid booking (a confirmed one, or one
-- whose late payment is waiting to be refunded), and a balance staff marked paid as a staff record.
INSERT INTO "payment" ("booking_id", "kind", "amount", "provider", "provider_ref", "state", "created_at", "settled_at")
  SELECT "id", "payment_type", "payment_amount", coalesce("payment_provider", 'test'), "payment_reference", 'succeeded',
         coalesce("confirmed_at", "updated_at"), coalesce("confirmed_at", "updated_at")
  FROM "booking" WHERE "status" = 'confirmed' OR "needs_refund";--> statement-breakpoint
INSERT INTO "payment" ("booking_id", "kind", "amount", "provider", "provider_ref", "state", "created_at")
  SELECT "id", "payment_type", "payment_amount", coalesce("payment_provider", 'test'), "payment_reference", 'pending', "updated_at"
  FROM "booking" WHERE "status" = 'pending' AND "payment_reference" IS NOT NULL AND NOT "needs_refund";--> statement-breakpoint
INSERT INTO "payment" ("booking_id", "kind", "amount", "provider", "method", "note", "state", "created_at", "settled_at")
  SELECT "id", 'manual', "total_price" - "payment_amount", 'manual', 'Not recorded', 'Balance marked paid before the payment ledger',
         'succeeded', "balance_paid_at", "balance_paid_at"
  FROM "booking" WHERE "balance_paid_at" IS NOT NULL AND "total_price" > "payment_amount";--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "access_token";--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "balance_due";--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "balance_paid_at";--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "payment_provider";--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "payment_reference";--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_amounts_valid" CHECK ("booking"."payment_amount" > 0 AND "booking"."total_price" >= "booking"."payment_amount");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_valid" CHECK ("email_outbox"."status" IN ('pending', 'sent', 'failed', 'skipped'));