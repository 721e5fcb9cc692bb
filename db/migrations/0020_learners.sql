CREATE TABLE "learner" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"offline_place_id" uuid,
	"full_name" text NOT NULL,
	"email" text,
	"date_of_birth" date,
	"sia_licence_number" text,
	"sia_licence_expires_on" date,
	"first_aid_qualification" text,
	"first_aid_issued_by" text,
	"first_aid_issued_on" date,
	"reminders_consent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_has_one_seat" CHECK (("learner"."booking_id" IS NULL) <> ("learner"."offline_place_id" IS NULL)),
	CONSTRAINT "learner_first_aid_qualification_valid" CHECK ("first_aid_qualification" IS NULL OR "first_aid_qualification" IN ('efaw', 'faw', 'fpos', 'frec', 'none'))
);
--> statement-breakpoint
ALTER TABLE "learner" ADD CONSTRAINT "learner_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner" ADD CONSTRAINT "learner_offline_place_id_offline_place_id_fk" FOREIGN KEY ("offline_place_id") REFERENCES "public"."offline_place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learner_booking_unique" ON "learner" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_offline_place_unique" ON "learner" USING btree ("offline_place_id");--> statement-breakpoint
CREATE INDEX "learner_email_idx" ON "learner" USING btree (lower("email"));--> statement-breakpoint
-- Every seat sold so far has its learner: a booking's is its customer, a place booked offline's the name staff gave it
-- (decision 025).
INSERT INTO "learner" ("booking_id", "full_name", "email", "created_at")
SELECT "id", coalesce("user_details" ->> 'fullName', ''), "user_details" ->> 'email', "created_at" FROM "booking";
--> statement-breakpoint
INSERT INTO "learner" ("offline_place_id", "full_name", "email", "created_at")
SELECT "id", "full_name", "email", "created_at" FROM "offline_place" WHERE "full_name" IS NOT NULL;
