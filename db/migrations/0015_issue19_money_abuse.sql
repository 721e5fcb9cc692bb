ALTER TABLE "booking_link" ADD COLUMN "source" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "priority" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "job_due_priority_idx" ON "job" USING btree ("status","priority","run_at");--> statement-breakpoint
-- Entries made before confirmation existed were taken as they were: they keep their place in line.
UPDATE "waitlist_entry" SET "confirmed_at" = "joined_at" WHERE "status" IN ('waiting', 'offered', 'booked');
