CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"minutes_missed" integer,
	"note" text,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_status_valid" CHECK ("attendance"."status" IN ('present', 'absent', 'late', 'left-early')),
	CONSTRAINT "attendance_minutes_missed_valid" CHECK ("attendance"."minutes_missed" IS NULL OR "attendance"."minutes_missed" > 0)
);
--> statement-breakpoint
CREATE TABLE "first_aid_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"qualification" text,
	"issued_on" date,
	"expires_on" date,
	"note" text,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_aid_evidence_learner_unique" UNIQUE("learner_id"),
	CONSTRAINT "first_aid_evidence_status_valid" CHECK ("first_aid_evidence"."status" IN ('verified', 'rejected')),
	CONSTRAINT "first_aid_evidence_qualification_valid" CHECK ("qualification" IS NULL OR "qualification" IN ('efaw', 'faw', 'fpos', 'frec', 'none'))
);
--> statement-breakpoint
CREATE TABLE "identity_check" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"group_a" text[] NOT NULL,
	"group_b" text[] NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_check_learner_unique" UNIQUE("learner_id")
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_learner_id_learner_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_aid_evidence" ADD CONSTRAINT "first_aid_evidence_learner_id_learner_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_check" ADD CONSTRAINT "identity_check_learner_id_learner_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_learner_day_unique" ON "attendance" USING btree ("learner_id","day");