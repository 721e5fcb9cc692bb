ALTER TABLE "course" ADD COLUMN "sia_licence_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "needs_first_aid_certificate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The academy's own courses (the seed's slugs) get their flags; staff set them for any other course.
UPDATE "course" SET "sia_licence_linked" = true WHERE "slug" IN ('door-supervisor', 'security-officer', 'cctv-pss', 'top-up-door-supervisor');--> statement-breakpoint
UPDATE "course" SET "needs_first_aid_certificate" = true WHERE "slug" IN ('door-supervisor', 'security-officer', 'top-up-door-supervisor');
