DROP INDEX "payment_provider_ref_unique";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
CREATE INDEX "booking_checkout_idx" ON "booking" USING btree ("checkout_id") WHERE "booking"."checkout_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_ref_booking_unique" ON "payment" USING btree ("provider_ref","booking_id");