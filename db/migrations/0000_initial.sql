CREATE TABLE "available_date" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"date" date NOT NULL,
	"max_seats" integer DEFAULT 12 NOT NULL,
	"booked_seats" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT 'Oxford' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "available_date_seats_valid" CHECK ("available_date"."max_seats" >= 0 AND "available_date"."booked_seats" >= 0),
	CONSTRAINT "available_date_status_valid" CHECK ("available_date"."status" IN ('active', 'cancelled', 'full'))
);
--> statement-breakpoint
CREATE TABLE "booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"access_token" text NOT NULL,
	"course_id" uuid NOT NULL,
	"available_date_id" uuid,
	"instance_id" uuid,
	"lead_id" uuid,
	"user_details" jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"payment_amount" integer NOT NULL,
	"total_price" integer NOT NULL,
	"balance_due" integer DEFAULT 0 NOT NULL,
	"balance_due_date" date,
	"balance_paid_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_provider" text,
	"payment_reference" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payment_type_valid" CHECK ("booking"."payment_type" IN ('deposit', 'full')),
	CONSTRAINT "booking_status_valid" CHECK ("booking"."status" IN ('pending', 'confirmed', 'expired', 'cancelled')),
	CONSTRAINT "booking_amounts_valid" CHECK ("booking"."payment_amount" > 0 AND "booking"."total_price" >= "booking"."payment_amount" AND "booking"."balance_due" >= 0),
	CONSTRAINT "booking_has_one_date" CHECK (("booking"."available_date_id" IS NULL) <> ("booking"."instance_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "course_instance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text NOT NULL,
	"max_seats" integer DEFAULT 16 NOT NULL,
	"booked_seats" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"book_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_instance_seats_valid" CHECK ("course_instance"."max_seats" >= 0 AND "course_instance"."booked_seats" >= 0),
	CONSTRAINT "course_instance_price_not_negative" CHECK ("course_instance"."price" IS NULL OR "course_instance"."price" >= 0),
	CONSTRAINT "course_instance_status_valid" CHECK ("course_instance"."status" IN ('active', 'cancelled', 'full', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "course" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"prerequisites" text[] DEFAULT '{}'::text[] NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"awarding_body" text,
	"syllabus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessment_method" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_price_not_negative" CHECK ("course"."price" >= 0),
	CONSTRAINT "course_duration_positive" CHECK ("course"."duration_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lead" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"full_name" text,
	"phone" text,
	"address" text,
	"postcode" text,
	"source" text NOT NULL,
	"message" text,
	"interest" text,
	"selected_course_id" uuid,
	"selected_course_date_id" uuid,
	"booking_stage" text,
	"company_name" text,
	"number_of_trainees" integer,
	"preferred_location" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_status_valid" CHECK ("lead"."status" IN ('new', 'contacted', 'converted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "post" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"featured_image" text,
	"image_alt" text,
	"author" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'admin' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "available_date" ADD CONSTRAINT "available_date_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_available_date_id_available_date_id_fk" FOREIGN KEY ("available_date_id") REFERENCES "public"."available_date"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_instance_id_course_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."course_instance"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instance" ADD CONSTRAINT "course_instance_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_selected_course_id_course_id_fk" FOREIGN KEY ("selected_course_id") REFERENCES "public"."course"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "available_date_course_date_idx" ON "available_date" USING btree ("course_id","date");--> statement-breakpoint
CREATE INDEX "available_date_date_idx" ON "available_date" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reference_unique" ON "booking" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_access_token_unique" ON "booking" USING btree ("access_token");--> statement-breakpoint
CREATE INDEX "booking_available_date_status_idx" ON "booking" USING btree ("available_date_id","status");--> statement-breakpoint
CREATE INDEX "booking_instance_status_idx" ON "booking" USING btree ("instance_id","status");--> statement-breakpoint
CREATE INDEX "booking_payment_reference_idx" ON "booking" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "course_instance_course_start_idx" ON "course_instance" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "course_instance_start_idx" ON "course_instance" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "course_slug_unique" ON "course" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "lead_created_idx" ON "lead" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_status_idx" ON "lead" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "post_slug_unique" ON "post" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "post_published_idx" ON "post" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "user_username_unique" ON "user" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_unique" ON "user" USING btree ("email");