ALTER TABLE "booking" DROP CONSTRAINT "booking_amounts_valid";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "date_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_amounts_valid" CHECK ("booking"."payment_amount" > 0 AND "booking"."total_price" >= 0);