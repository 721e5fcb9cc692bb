// The waiting list (issue 14).
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdNow, timestamps, requiredRef, uuidPrimaryKey, exactlyOneOf } from "./columns";
import { bookings } from "./bookings";
import { availableDates, courseInstances, courses } from "./catalogue";

export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "declined", "expired", "removed", "closed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

// Someone waiting for a seat on a full date (issue 14). In line by joinedAt; 'offered' holds a seat for them as a
// pending booking (bookingId) until offerExpiresAt. One live entry (waiting or offered) per person and date.
export const waitlistEntries = pgTable(
  "waitlist_entry",
  {
    id: uuidPrimaryKey(),
    courseId: requiredRef("course_id", () => courses.id, "cascade"),
    instanceId: uuid("instance_id").references(() => courseInstances.id, { onDelete: "cascade" }),
    availableDateId: uuid("available_date_id").references(() => availableDates.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    // Lower-case, for the one-live-entry rule.
    emailKey: text("email_key").notNull(),
    phone: text("phone").notNull(),
    status: text("status").$type<WaitlistStatus>().notNull().default("waiting"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    // Issue 19: an entry counts (is in line, gets offers) only once its e-mail address is confirmed by link.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // The client address that joined, for the cap on live entries per address and date.
    clientAddress: text("client_address"),
    ...timestamps,
  },
  (t) => [
    check("waitlist_entry_has_one_date", exactlyOneOf(t.availableDateId, t.instanceId)),
    check(
      "waitlist_entry_status_valid",
      sql`${t.status} IN ('waiting', 'offered', 'booked', 'declined', 'expired', 'removed', 'closed')`,
    ),
    uniqueIndex("waitlist_entry_live_instance_unique")
      .on(t.instanceId, t.emailKey)
      .where(sql`${t.status} IN ('waiting', 'offered') AND ${t.instanceId} IS NOT NULL`),
    uniqueIndex("waitlist_entry_live_date_unique")
      .on(t.availableDateId, t.emailKey)
      .where(sql`${t.status} IN ('waiting', 'offered') AND ${t.availableDateId} IS NOT NULL`),
    index("waitlist_entry_instance_idx").on(t.instanceId, t.status, t.joinedAt),
    index("waitlist_entry_date_idx").on(t.availableDateId, t.status, t.joinedAt),
    index("waitlist_entry_booking_idx").on(t.bookingId),
    index("waitlist_entry_email_key_idx").on(t.emailKey),
  ],
);

// The secret links to a waiting-list entry's page (see your place, leave the list): only a hash is kept, as for
// booking links, and each is minted when its e-mail is sent.
export const waitlistLinks = pgTable(
  "waitlist_link",
  {
    tokenHash: text("token_hash").primaryKey(),
    entryId: requiredRef("entry_id", () => waitlistEntries.id, "cascade"),
    createdAt: createdNow(),
  },
  (t) => [index("waitlist_link_entry_idx").on(t.entryId)],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
