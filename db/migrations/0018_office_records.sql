CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counter" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_place" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid,
	"available_date_id" uuid,
	"full_name" text,
	"email" text,
	"phone" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_place_has_one_date" CHECK (("offline_place"."available_date_id" IS NULL) <> ("offline_place"."instance_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"person_id" uuid,
	"body" text NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_note_has_one_subject" CHECK (("staff_note"."booking_id" IS NULL) <> ("staff_note"."person_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "venue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"directions" text,
	"map_url" text,
	"is_academy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "course_days" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "academy_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_instance" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "course_instance" ADD COLUMN "course_days" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_place" ADD CONSTRAINT "offline_place_instance_id_course_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."course_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_place" ADD CONSTRAINT "offline_place_available_date_id_available_date_id_fk" FOREIGN KEY ("available_date_id") REFERENCES "public"."available_date"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_note" ADD CONSTRAINT "staff_note_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_note" ADD CONSTRAINT "staff_note_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_note" ADD CONSTRAINT "staff_note_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "offline_place_instance_idx" ON "offline_place" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "offline_place_date_idx" ON "offline_place" USING btree ("available_date_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_email_unique" ON "person" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_note_booking_idx" ON "staff_note" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "staff_note_person_idx" ON "staff_note" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_name_unique" ON "venue" USING btree ("name");--> statement-breakpoint
ALTER TABLE "available_date" ADD CONSTRAINT "available_date_venue_id_venue_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instance" ADD CONSTRAINT "course_instance_venue_id_venue_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_email_idx" ON "booking" USING btree (lower("user_details" ->> 'email'));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipt_number_unique" ON "payment" USING btree ("receipt_number");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_cancelled_by_valid" CHECK ("booking"."cancelled_by" IS NULL OR "booking"."cancelled_by" IN ('customer', 'academy'));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_channel_valid" CHECK ("booking"."channel" IN ('online', 'phone', 'walk-in'));--> statement-breakpoint
-- Venues from what dates and runs say today: one per location and address; a location with no address of its own is
-- the academy's premises only when it is Oxford (a Reading run with a blank address keeps a Reading venue whose
-- address staff must fill in, rather than sending learners to Oxford).
CREATE TEMP TABLE "venue_source" AS
SELECT "location", "venue_address", max("venue_directions") AS "directions",
  row_number() OVER (PARTITION BY "location" ORDER BY "venue_address" NULLS FIRST) AS "rn"
FROM (
  SELECT "location", "venue_address", "venue_directions" FROM "course_instance"
  UNION ALL
  SELECT "location", "venue_address", "venue_directions" FROM "available_date"
) AS "r"
GROUP BY "location", "venue_address";
--> statement-breakpoint
INSERT INTO "venue" ("name", "address", "directions", "is_academy")
SELECT CASE WHEN "rn" = 1 THEN "location" ELSE "location" || ' (' || "rn" || ')' END,
  coalesce("venue_address", ''), "directions", "venue_address" IS NULL AND "location" = 'Oxford'
FROM "venue_source";
--> statement-breakpoint
UPDATE "course_instance" AS "ci" SET "venue_id" = "v"."id"
FROM "venue_source" AS "s"
JOIN "venue" AS "v" ON "v"."name" = CASE WHEN "s"."rn" = 1 THEN "s"."location" ELSE "s"."location" || ' (' || "s"."rn" || ')' END
WHERE "ci"."location" = "s"."location" AND "ci"."venue_address" IS NOT DISTINCT FROM "s"."venue_address";
--> statement-breakpoint
UPDATE "available_date" AS "ad" SET "venue_id" = "v"."id"
FROM "venue_source" AS "s"
JOIN "venue" AS "v" ON "v"."name" = CASE WHEN "s"."rn" = 1 THEN "s"."location" ELSE "s"."location" || ' (' || "s"."rn" || ')' END
WHERE "ad"."location" = "s"."location" AND "ad"."venue_address" IS NOT DISTINCT FROM "s"."venue_address";
--> statement-breakpoint
DROP TABLE "venue_source";
--> statement-breakpoint
INSERT INTO "venue" ("name", "is_academy")
SELECT 'Oxford', true WHERE NOT EXISTS (SELECT 1 FROM "venue" WHERE "is_academy")
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- Course days as the booking page showed them until now, so nobody's days change silently.
UPDATE "available_date" AS "ad" SET "course_days" = (
  SELECT array_agg("d"::date ORDER BY "d")
  FROM generate_series("ad"."date"::timestamp, "ad"."date"::timestamp + (greatest("c"."duration_days", 1) - 1) * interval '1 day', interval '1 day') AS "d"
)
FROM "course" AS "c" WHERE "c"."id" = "ad"."course_id";
--> statement-breakpoint
UPDATE "course_instance" AS "ci" SET "course_days" = (
  SELECT array_agg("d"::date ORDER BY "d")
  FROM generate_series("ci"."start_date"::timestamp, "ci"."start_date"::timestamp + (greatest("c"."duration_days", 1) - 1) * interval '1 day', interval '1 day') AS "d"
)
FROM "course" AS "c"
WHERE "c"."id" = "ci"."course_id" AND ("ci"."end_date" IS NULL OR "ci"."end_date" < "ci"."start_date");
--> statement-breakpoint
UPDATE "course_instance" AS "ci" SET "course_days" = (
  SELECT array_agg("d"::date ORDER BY "d")
  FROM generate_series("ci"."start_date"::timestamp, "ci"."end_date"::timestamp, interval '1 day') AS "d"
  WHERE "d"::date = "ci"."start_date" OR cardinality("ci"."days") = 0 OR to_char("d", 'Dy') = ANY ("ci"."days")
)
WHERE "ci"."end_date" IS NOT NULL AND "ci"."end_date" >= "ci"."start_date";
--> statement-breakpoint
-- Today's 'seats booked offline' numbers become that many unnamed places staff can fill in.
INSERT INTO "offline_place" ("instance_id")
SELECT "ci"."id" FROM "course_instance" AS "ci", generate_series(1, "ci"."booked_seats");
--> statement-breakpoint
INSERT INTO "offline_place" ("available_date_id")
SELECT "ad"."id" FROM "available_date" AS "ad", generate_series(1, "ad"."booked_seats");
--> statement-breakpoint
-- Receipt numbers: payments already taken are numbered in the order they succeeded; later ones by the trigger.
UPDATE "payment" AS "p" SET "receipt_number" = "n"."rn"
FROM (
  SELECT "id", row_number() OVER (ORDER BY coalesce("settled_at", "created_at"), "id") AS "rn"
  FROM "payment" WHERE "state" = 'succeeded' AND "kind" <> 'refund'
) AS "n"
WHERE "p"."id" = "n"."id";
--> statement-breakpoint
INSERT INTO "document_counter" ("kind", "last_value")
SELECT 'receipt', coalesce(max("receipt_number"), 0) FROM "payment";
--> statement-breakpoint
-- The counter row stays locked until the transaction ends, so two processes never share or skip a number; a rolled
-- back payment gives its number back with it.
CREATE FUNCTION "payment_take_receipt_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" = 'succeeded' AND NEW."kind" <> 'refund' AND NEW."receipt_number" IS NULL THEN
    INSERT INTO "document_counter" ("kind", "last_value")
    VALUES ('receipt', coalesce((SELECT max("receipt_number") FROM "payment"), 0) + 1)
    ON CONFLICT ("kind") DO UPDATE SET "last_value" = "document_counter"."last_value" + 1
    RETURNING "last_value" INTO NEW."receipt_number";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_receipt_number" BEFORE INSERT OR UPDATE OF "state" ON "payment"
FOR EACH ROW EXECUTE FUNCTION "payment_take_receipt_number"();
