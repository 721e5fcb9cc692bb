// The office's records (issue 21): people, staff notes and the audit log.
import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdNow, uuidPrimaryKey, exactlyOneOf } from "./columns";
import { users } from "./staff";

// A person the office deals with (issue 21), one per e-mail address (lower-case): their page gathers bookings,
// waiting-list entries and enquiries by that address, and keeps staff notes about them.
export const people = pgTable(
  "person",
  {
    id: uuidPrimaryKey(),
    email: text("email").notNull(),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex("person_email_unique").on(t.email)],
);

// Staff's internal notes on a booking or a person (issue 21): never shown to the customer.
export const staffNotes = pgTable(
  "staff_note",
  {
    id: uuidPrimaryKey(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => people.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    createdAt: createdNow(),
  },
  (t) => [
    check("staff_note_has_one_subject", exactlyOneOf(t.bookingId, t.personId)),
    index("staff_note_booking_idx").on(t.bookingId),
    index("staff_note_person_idx").on(t.personId),
  ],
);

// Who did what in the staff area (issue 21): one row per staff action, with the record it touched and its fields
// before and after.
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuidPrimaryKey(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    summary: text("summary").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [index("audit_log_record_idx").on(t.recordType, t.recordId, t.at), index("audit_log_at_idx").on(t.at)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
