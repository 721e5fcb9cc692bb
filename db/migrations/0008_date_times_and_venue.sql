ALTER TABLE "available_date" ADD COLUMN "start_time" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "finish_time" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "venue_directions" text;--> statement-breakpoint
ALTER TABLE "course_instance" ADD COLUMN "start_time" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_instance" ADD COLUMN "finish_time" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_instance" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "course_instance" ADD COLUMN "venue_directions" text;--> statement-breakpoint
ALTER TABLE "available_date" ADD CONSTRAINT "available_date_times_valid" CHECK ("available_date"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "available_date"."finish_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "available_date"."finish_time" > "available_date"."start_time");--> statement-breakpoint
ALTER TABLE "course_instance" ADD CONSTRAINT "course_instance_times_valid" CHECK ("course_instance"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "course_instance"."finish_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "course_instance"."finish_time" > "course_instance"."start_time");