ALTER TABLE "payment" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Refunds that already have a provider id were sent before this column existed.
UPDATE "payment" SET "sent_at" = coalesce("settled_at", "created_at") WHERE "kind" = 'refund' AND "provider_ref" IS NOT NULL;
