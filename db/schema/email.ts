// The e-mail outbox.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, uuidPrimaryKey } from "./columns";
import { bookings } from "./bookings";

export type EmailAttachment = { filename: string; contentType: string; contentBase64: string };

// E-mails are written here in the same transaction as the change they report
// and sent by a worker, so a mail server outage loses nothing.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuidPrimaryKey(),
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    // Extra headers the message is sent with, e.g. List-Unsubscribe on renewal reminders (issue 23, RFC 8058).
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("pending"),
    // Lower goes first (issue 20): 0 money and seats (offers, confirmations, refunds), 1 other, 2 reminders and
    // digests. Set from the kind when queued (app/features/email/email-priority.ts).
    priority: integer("priority").notNull().default(1),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.priority, t.nextAttemptAt),
    // One message of each kind per booking, however often a payment is reported.
    uniqueIndex("email_outbox_kind_booking_unique").on(t.kind, t.bookingId),
    // A person's messages (issue 21: the person page and search find them by address).
    index("email_outbox_to_address_idx").on(sql`lower(${t.toAddress})`),
    check("email_outbox_status_valid", sql`${t.status} IN ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
