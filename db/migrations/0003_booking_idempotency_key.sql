ALTER TABLE "booking" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "idempotency_request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_idempotency_key_unique" ON "booking" USING btree ("idempotency_key");