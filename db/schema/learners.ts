// Learners (issue 23, decision 025): the person in each seat, one row per seat, apart from who paid for it.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdNow, exactlyOneOf, requiredRef, secretLinkColumns, timestamps, uuidPrimaryKey } from "./columns";
import { bookings, offlinePlaces } from "./bookings";
import { people } from "./office";

// The keys of FIRST_AID_QUALIFICATIONS (app/features/learners/regulations.ts; db imports no feature, a test keeps the
// two lists the same).
export const FIRST_AID_QUALIFICATION_KEYS = ["efaw", "faw", "fpos", "frec", "none"] as const;

const qualificationValid = (column: string) =>
  sql.raw(
    `"${column}" IS NULL OR "${column}" IN (${FIRST_AID_QUALIFICATION_KEYS.map((key) => `'${key}'`).join(", ")})`,
  );

// A seat's learner: on a booking (made from its customer today) or on a place booked offline once it has a name.
// A booking has one learner per seat (issue 24, decision 027): booking.seats of them are current (not released, not
// replaced).
export const learners = pgTable(
  "learner",
  {
    id: uuidPrimaryKey(),
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
    // The seat's price in pence, after any group discount, fixed at booking (issue 24); null on an offline place.
    price: integer("price"),
    // The seat's order in its booking, from 1: the payer's page and documents list learners in this order.
    position: integer("position").notNull().default(1),
    // Cancelled out of a group booking (issue 24): the seat is given back, the learner stays on record.
    releasedAt: timestamp("released_at", { withTimezone: true }),
    // Substituted by an employer (issue 24): the learner who took this seat over.
    replacedBy: uuid("replaced_by").references((): AnyPgColumn => learners.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("learner_has_one_seat", exactlyOneOf(t.bookingId, t.offlinePlaceId)),
    index("learner_booking_idx").on(t.bookingId),
    uniqueIndex("learner_offline_place_unique").on(t.offlinePlaceId),
    index("learner_email_idx").on(sql`lower(${t.email})`),
    check("learner_first_aid_qualification_valid", qualificationValid("first_aid_qualification")),
  ],
);

export type Learner = typeof learners.$inferSelect;

// The secret link to a learner's own page in a group booking (issue 24): their details, joining instructions and
// calendar file, no money. Only a SHA-256 of each token is kept, as for booking_link.
export const learnerLinks = pgTable(
  "learner_link",
  secretLinkColumns({ learnerId: requiredRef("learner_id", () => learners.id, "cascade") }),
  (t) => [index("learner_link_learner_idx").on(t.learnerId)],
);

const learnerId = () => requiredRef("learner_id", () => learners.id, "cascade");
export const ATTENDANCE_STATUSES = ["present", "absent", "late", "left-early"] as const;

// The register (issue 23): one mark per learner and course day; a late arrival or early leave says the minutes missed.
export const attendance = pgTable(
  "attendance",
  {
    id: uuidPrimaryKey(),
    learnerId: learnerId(),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").$type<(typeof ATTENDANCE_STATUSES)[number]>().notNull(),
    minutesMissed: integer("minutes_missed"),
    note: text("note"),
    recordedBy: text("recorded_by").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("attendance_learner_day_unique").on(t.learnerId, t.day),
    check("attendance_status_valid", sql`${t.status} IN ('present', 'absent', 'late', 'left-early')`),
    check("attendance_minutes_missed_valid", sql`${t.minutesMissed} IS NULL OR ${t.minutesMissed} > 0`),
  ],
);

// The identity documents seen for a learner: their types only (regulations.ts), never numbers or copies.
export const identityChecks = pgTable("identity_check", {
  id: uuidPrimaryKey(),
  learnerId: learnerId().unique("identity_check_learner_unique"),
  groupA: text("group_a").array().notNull(),
  groupB: text("group_b").array().notNull(),
  checkedBy: text("checked_by").notNull(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
});

export const FIRST_AID_EVIDENCE_STATUSES = ["verified", "rejected"] as const;

// The first aid certificate staff saw for a learner, verified or rejected, with its dates (kept 3 years, issue 23).
export const firstAidEvidence = pgTable(
  "first_aid_evidence",
  {
    id: uuidPrimaryKey(),
    learnerId: learnerId().unique("first_aid_evidence_learner_unique"),
    status: text("status").$type<(typeof FIRST_AID_EVIDENCE_STATUSES)[number]>().notNull(),
    qualification: text("qualification").$type<(typeof FIRST_AID_QUALIFICATION_KEYS)[number]>(),
    issuedOn: date("issued_on", { mode: "string" }),
    expiresOn: date("expires_on", { mode: "string" }),
    note: text("note"),
    checkedBy: text("checked_by").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("first_aid_evidence_status_valid", sql`${t.status} IN ('verified', 'rejected')`),
    check("first_aid_evidence_qualification_valid", qualificationValid("qualification")),
  ],
);

export type Attendance = typeof attendance.$inferSelect;
export type IdentityCheckRow = typeof identityChecks.$inferSelect;
export type FirstAidEvidence = typeof firstAidEvidence.$inferSelect;

export const ACHIEVEMENT_KINDS = ["first-aid", "sia-licence"] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

// What a pass earns (issue 23, decision 025): one per seat and kind, removed if the pass is taken back. It follows the
// person (by e-mail address) across bookings for renewal reminders; a learner without an address has no person.
// An SIA licence's expiry is unknown until the learner adds it (learner.sia_licence_expires_on, read in its place).
export const achievements = pgTable(
  "achievement",
  {
    id: uuidPrimaryKey(),
    personId: uuid("person_id").references(() => people.id, { onDelete: "set null" }),
    learnerId: learnerId(),
    kind: text("kind").$type<AchievementKind>().notNull(),
    achievedOn: date("achieved_on", { mode: "string" }).notNull(),
    expiresOn: date("expires_on", { mode: "string" }),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex("achievement_learner_kind_unique").on(t.learnerId, t.kind),
    index("achievement_person_idx").on(t.personId),
    index("achievement_expires_on_idx").on(t.expiresOn),
    check("achievement_kind_valid", sql`${t.kind} IN ('first-aid', 'sia-licence')`),
    check("achievement_expiry_after_achieved", sql`${t.expiresOn} IS NULL OR ${t.expiresOn} > ${t.achievedOn}`),
  ],
);

export type Achievement = typeof achievements.$inferSelect;
