ALTER TABLE "payment" DROP CONSTRAINT "payment_kind_valid";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_manual_is_staff";--> statement-breakpoint
DROP INDEX "payment_one_open_card_attempt";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_of_payment_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refund_of_idx" ON "payment" USING btree ("refund_of");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_open_card_attempt" ON "payment" USING btree ("booking_id") WHERE "payment"."state" = 'pending' AND "payment"."provider" <> 'manual' AND "payment"."kind" <> 'refund';--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_names_payment" CHECK (("payment"."kind" = 'refund') = ("payment"."refund_of" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_kind_valid" CHECK ("payment"."kind" IN ('deposit', 'full', 'balance', 'manual', 'refund'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_manual_is_staff" CHECK (("payment"."kind" <> 'manual' OR "payment"."provider" = 'manual') AND ("payment"."provider" <> 'manual' OR "payment"."kind" IN ('manual', 'refund')));