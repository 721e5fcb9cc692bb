// Bookings, their customer links, their timeline and the seats sold outside the online flow.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps, requiredRef, uuidPrimaryKey, exactlyOneOf, secretLinkColumns } from "./columns";
import { availableDates, courseInstances, courses } from "./catalogue";
import { leads } from "./leads";
import { organisationContacts, organisations } from "./accounts";
import { users } from "./staff";

export const COURSE_RESULTS = ["passed", "not-passed", "did-not-attend"] as const;
export type CourseResult = (typeof COURSE_RESULTS)[number];

export type UserDetails = {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  postcode: string;
  notes?: string;
};

export const BOOKING_CHANNELS = ["online", "phone", "walk-in"] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

export const BOOKING_STATUSES = ["pending", "confirmed", "expired", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  "booking",
  {
    id: uuidPrimaryKey(),
    // Short code staff and customers quote on the phone.
    reference: text("reference").notNull(),
    courseId: requiredRef("course_id", () => courses.id, "restrict"),
    availableDateId: uuid("available_date_id").references(() => availableDates.id, { onDelete: "restrict" }),
    instanceId: uuid("instance_id").references(() => courseInstances.id, { onDelete: "restrict" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    userDetails: jsonb("user_details").$type<UserDetails>().notNull(),
    paymentType: text("payment_type").notNull(),
    // What is charged now, in pence: the deposit or the full price.
    paymentAmount: integer("payment_amount").notNull(),
    // The course price at the time of booking, in pence.
    totalPrice: integer("total_price").notNull(),
    // When the balance of a deposit booking is due (S−7); what is paid and owed come from its payments.
    balanceDueDate: date("balance_due_date", { mode: "string" }),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    // A pending booking holds its seat until this moment; after it the hold
    // no longer counts as taken, whether or not a job has marked it expired.
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // A payment that arrived after its hold expired when no seat was left:
    // the money must go back, and staff are told.
    needsRefund: boolean("needs_refund").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // When the customer changed the date themselves (once per booking, issue 14); staff moves leave it alone.
    dateChangedAt: timestamp("date_changed_at", { withTimezone: true }),
    // The learner's result, recorded by staff after the course (issue 14): passed, not-passed or did-not-attend.
    result: text("result").$type<CourseResult>(),
    resultRecordedAt: timestamp("result_recorded_at", { withTimezone: true }),
    // A free retake is a booking of its own at £0, naming the booking whose result it retakes (one per booking).
    retakeOf: uuid("retake_of").references((): AnyPgColumn => bookings.id, { onDelete: "restrict" }),
    // Who asked for a cancellation (issue 21), and the reason in the customer's words; staff notes stay internal.
    cancelledBy: text("cancelled_by").$type<"customer" | "academy">(),
    cancelReason: text("cancel_reason"),
    // How the booking was made: online, or by staff for a phone or walk-in customer (issue 21), and by whom.
    channel: text("channel").$type<BookingChannel>().notNull().default("online"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // The academy changed this booking's dates (issue 21): the learner may move free of charge or have all back.
    academyChangedAt: timestamp("academy_changed_at", { withTimezone: true }),
    // The client's Idempotency-Key for POST /api/bookings (decision 003) and a
    // hash of the request it came with: a retry gets this booking back, a
    // different request with the same key is refused.
    idempotencyKey: uuid("idempotency_key"),
    idempotencyRequestHash: text("idempotency_request_hash"),
    // The client address a hold was made from, as the rate limits key it (an
    // IPv4 address or an IPv6 /56), for the cap on unpaid holds per address
    // (decision 008). Personal data: only needed while the hold is live.
    holdAddress: text("hold_address"),
    // A first-aid bundle (issue 23, decision 026): the course booking's id on it and on the EFAW booking made and paid
    // with it. Each stays an ordinary booking; only their first payment is one card payment.
    checkoutId: uuid("checkout_id"),
    // How many seats the booking holds (issue 24, decision 027): one learner each, its learners not released. Seat
    // counting sums this column.
    seats: integer("seats").notNull().default(1),
    // A booking made on an employer's account (issue 24): by which contact, with the customer's purchase order.
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "restrict" }),
    organisationContactId: uuid("organisation_contact_id").references(() => organisationContacts.id, {
      onDelete: "set null",
    }),
    purchaseOrder: text("purchase_order"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("booking_reference_unique").on(t.reference),
    uniqueIndex("booking_idempotency_key_unique").on(t.idempotencyKey),
    index("booking_available_date_status_idx").on(t.availableDateId, t.status),
    index("booking_instance_status_idx").on(t.instanceId, t.status),
    index("booking_live_hold_address_idx")
      .on(t.holdAddress, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' AND ${t.holdAddress} IS NOT NULL`),
    // 'invoice': confirmed on an approved account without a card, paid against its invoice (issue 24).
    check("booking_payment_type_valid", sql`${t.paymentType} IN ('deposit', 'full', 'invoice')`),
    check("booking_seats_valid", sql`${t.seats} BETWEEN 1 AND 16`),
    check("booking_invoice_has_account", sql`${t.paymentType} <> 'invoice' OR ${t.organisationId} IS NOT NULL`),
    check("booking_status_valid", sql`${t.status} IN ('pending', 'confirmed', 'expired', 'cancelled')`),
    // The first payment is never nothing, except for a free retake; the price may fall below it later (a move to a
    // cheaper date refunds the difference, issue 14).
    check(
      "booking_amounts_valid",
      sql`(${t.paymentAmount} > 0 OR ${t.retakeOf} IS NOT NULL) AND ${t.paymentAmount} >= 0 AND ${t.totalPrice} >= 0`,
    ),
    check(
      "booking_result_valid",
      sql`${t.result} IS NULL OR ${t.result} IN ('passed', 'not-passed', 'did-not-attend')`,
    ),
    uniqueIndex("booking_one_retake_unique").on(t.retakeOf),
    check("booking_has_one_date", exactlyOneOf(t.availableDateId, t.instanceId)),
    check("booking_cancelled_by_valid", sql`${t.cancelledBy} IS NULL OR ${t.cancelledBy} IN ('customer', 'academy')`),
    check("booking_channel_valid", sql`${t.channel} IN ('online', 'phone', 'walk-in')`),
    index("booking_email_idx").on(sql`lower(${t.userDetails} ->> 'email')`),
    index("booking_organisation_idx")
      .on(t.organisationId)
      .where(sql`${t.organisationId} IS NOT NULL`),
    index("booking_checkout_idx")
      .on(t.checkoutId)
      .where(sql`${t.checkoutId} IS NOT NULL`),
  ],
);

// The secret links to a customer's booking page (issue 13). Only a SHA-256 of each token is kept, so a copy of the
// database opens no booking. A booking has a link from its creation and one more for each e-mail that carries one;
// changing the customer's e-mail address revokes them all.
export const bookingLinks = pgTable(
  "booking_link",
  {
    ...secretLinkColumns({ bookingId: requiredRef("booking_id", () => bookings.id, "cascade") }),
    // Why the link was minted (issue 19): 'find-booking' links beyond the newest few stop working.
    source: text("source").notNull().default("booking"),
  },
  (t) => [index("booking_link_booking_idx").on(t.bookingId)],
);

// A booking's timeline for staff: what happened to it, when and by whom, in one place (issue 13).
export const bookingEvents = pgTable(
  "booking_event",
  {
    id: uuidPrimaryKey(),
    bookingId: requiredRef("booking_id", () => bookings.id, "cascade"),
    // The wall clock, not now(): events written in one transaction keep the order they happened in.
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    kind: text("kind").notNull(),
    text: text("text").notNull(),
    // 'customer', 'system', 'stripe', or the staff member's username.
    actor: text("actor").notNull().default("system"),
    // Insertion order: the timeline's order, even when two events share a clock reading (PGlite's is coarse).
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [index("booking_event_booking_at_idx").on(t.bookingId, t.at)],
);

// Seats sold outside the online flow (issue 21): each is a place with a learner's name once staff know it. A date's
// booked_seats is the count of its places, kept in step under the date's lock.
export const offlinePlaces = pgTable(
  "offline_place",
  {
    id: uuidPrimaryKey(),
    instanceId: uuid("instance_id").references(() => courseInstances.id, { onDelete: "cascade" }),
    availableDateId: uuid("available_date_id").references(() => availableDates.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    email: text("email"),
    phone: text("phone"),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    check("offline_place_has_one_date", exactlyOneOf(t.availableDateId, t.instanceId)),
    index("offline_place_instance_idx").on(t.instanceId),
    index("offline_place_date_idx").on(t.availableDateId),
    index("offline_place_email_idx").on(sql`lower(${t.email})`),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type OfflinePlace = typeof offlinePlaces.$inferSelect;
