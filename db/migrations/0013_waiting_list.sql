CREATE TABLE "waitlist_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"instance_id" uuid,
	"available_date_id" uuid,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entry_has_one_date" CHECK (("waitlist_entry"."available_date_id" IS NULL) <> ("waitlist_entry"."instance_id" IS NULL)),
	CONSTRAINT "waitlist_entry_status_valid" CHECK ("waitlist_entry"."status" IN ('waiting', 'offered', 'booked', 'declined', 'expired', 'removed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "waitlist_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_instance" ADD COLUMN "waitlist_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_instance_id_course_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."course_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_available_date_id_available_date_id_fk" FOREIGN KEY ("available_date_id") REFERENCES "public"."available_date"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_link" ADD CONSTRAINT "waitlist_link_entry_id_waitlist_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entry_live_instance_unique" ON "waitlist_entry" USING btree ("instance_id","email_key") WHERE "waitlist_entry"."status" IN ('waiting', 'offered') AND "waitlist_entry"."instance_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entry_live_date_unique" ON "waitlist_entry" USING btree ("available_date_id","email_key") WHERE "waitlist_entry"."status" IN ('waiting', 'offered') AND "waitlist_entry"."available_date_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "waitlist_entry_instance_idx" ON "waitlist_entry" USING btree ("instance_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "waitlist_entry_date_idx" ON "waitlist_entry" USING btree ("available_date_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "waitlist_entry_booking_idx" ON "waitlist_entry" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "waitlist_link_entry_idx" ON "waitlist_link" USING btree ("entry_id");--> statement-breakpoint
-- People waiting are seats spoken for in what the public sees (bookable-date.server.ts): their list's changes drop
-- the cached catalogue reads like a booking's do (migration 0004).
CREATE TRIGGER waitlist_entry_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "waitlist_entry"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
