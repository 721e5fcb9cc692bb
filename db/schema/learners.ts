// Learners (issue 23, decision 025): the person in each seat, one row per seat, apart from who paid for it.
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { bookings, offlinePlaces } from "./bookings";

// The keys of FIRST_AID_QUALIFICATIONS (app/features/learners/regulations.ts; db imports no feature, a test keeps the
// two lists the same).
export const FIRST_AID_QUALIFICATION_KEYS = ["efaw", "faw", "fpos", "frec", "none"] as const;

// A seat's learner: on a booking (made from its customer today) or on a place booked offline once it has a name.
// One learner per seat for now: issue 24 drops learner_booking_unique to give a booking several.
export const learners = pgTable(
  "learner",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    offlinePlaceId: uuid("offline_place_id").references(() => offlinePlaces.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    // A place booked offline may have a name and no e-mail address.
    email: text("email"),
    // Asked once for the awarding body's registration (issue 23).
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    siaLicenceNumber: text("sia_licence_number"),
    siaLicenceExpiresOn: date("sia_licence_expires_on", { mode: "string" }),
    // What the learner declared at booking; the verdict is worked out again from these (first-aid-rule.ts).
    firstAidQualification: text("first_aid_qualification").$type<(typeof FIRST_AID_QUALIFICATION_KEYS)[number]>(),
    firstAidIssuedBy: text("first_aid_issued_by"),
    firstAidIssuedOn: date("first_aid_issued_on", { mode: "string" }),
    remindersConsentAt: timestamp("reminders_consent_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("learner_has_one_seat", sql`(${t.bookingId} IS NULL) <> (${t.offlinePlaceId} IS NULL)`),
    uniqueIndex("learner_booking_unique").on(t.bookingId),
    uniqueIndex("learner_offline_place_unique").on(t.offlinePlaceId),
    index("learner_email_idx").on(sql`lower(${t.email})`),
    check(
      "learner_first_aid_qualification_valid",
      sql.raw(
        `"first_aid_qualification" IS NULL OR "first_aid_qualification" IN (${FIRST_AID_QUALIFICATION_KEYS.map((key) => `'${key}'`).join(", ")})`,
      ),
    ),
  ],
);

export type Learner = typeof learners.$inferSelect;
