DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","priority","next_attempt_at");--> statement-breakpoint
-- Messages still waiting when this runs get the priority enqueueEmail would give them (app/features/email/email-priority.ts).
UPDATE "email_outbox" SET "priority" = CASE
  WHEN split_part("kind", ':', 1) IN ('booking-confirmation', 'receipt', 'refund-paid', 'money-returned', 'booking-cancelled', 'date-changed', 'date-cancelled', 'waitlist-offer', 'waitlist-lapsed', 'waitlist-joined', 'staff-alert', 'booking-link') THEN 0
  WHEN split_part("kind", ':', 1) IN ('balance-reminder-first', 'balance-reminder-last', 'balance-due-today', 'balance-overdue', 'balance-reminder-by-staff', 'joining-instructions', 'see-you-tomorrow', 'overdue-digest') THEN 2
  ELSE 1
END WHERE "status" = 'pending';
