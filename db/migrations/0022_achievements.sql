CREATE TABLE "achievement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid,
	"learner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"achieved_on" date NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievement_kind_valid" CHECK ("achievement"."kind" IN ('first-aid', 'sia-licence')),
	CONSTRAINT "achievement_expiry_after_achieved" CHECK ("achievement"."expires_on" IS NULL OR "achievement"."expires_on" > "achievement"."achieved_on")
);
--> statement-breakpoint
ALTER TABLE "achievement" ADD CONSTRAINT "achievement_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement" ADD CONSTRAINT "achievement_learner_id_learner_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "achievement_learner_kind_unique" ON "achievement" USING btree ("learner_id","kind");--> statement-breakpoint
CREATE INDEX "achievement_person_idx" ON "achievement" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "achievement_expires_on_idx" ON "achievement" USING btree ("expires_on");