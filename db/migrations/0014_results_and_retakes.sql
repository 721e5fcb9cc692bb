ALTER TABLE "booking" DROP CONSTRAINT "booking_amounts_valid";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "result_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "retake_of" uuid;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_retake_of_booking_id_fk" FOREIGN KEY ("retake_of") REFERENCES "public"."booking"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_one_retake_unique" ON "booking" USING btree ("retake_of");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_result_valid" CHECK ("booking"."result" IS NULL OR "booking"."result" IN ('passed', 'not-passed', 'did-not-attend'));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_amounts_valid" CHECK (("booking"."payment_amount" > 0 OR "booking"."retake_of" IS NOT NULL) AND "booking"."payment_amount" >= 0 AND "booking"."total_price" >= 0);