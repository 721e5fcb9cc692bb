// The one Drizzle schema for PGlite and PostgreSQL (SPEC §3). Migrations in
// db/migrations are generated from this file by `npm run db:generate`.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export type SyllabusTopic = { topic: string; content: string[] };

/** 'HH:MM' times, the finish after the start (text compares as time in this form). */
const timesValid = (start: AnyPgColumn, finish: AnyPgColumn) =>
  sql`${start} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${finish} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${finish} > ${start}`;

export const courses = pgTable(
  "course",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    durationDays: integer("duration_days").notNull().default(1),
    price: integer("price").notNull().default(0),
    prerequisites: text("prerequisites")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    includes: text("includes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    awardingBody: text("awarding_body"),
    syllabus: jsonb("syllabus").$type<SyllabusTopic[]>().notNull().default([]),
    assessmentMethod: text("assessment_method"),
    isActive: boolean("is_active").notNull().default(true),
    // Joining instructions (issue 13): an SIA licence-linked course asks for the SIA identity documents; one that
    // needs a first aid certificate asks for it with at least 12 months left on the first day.
    siaLicenceLinked: boolean("sia_licence_linked").notNull().default(false),
    needsFirstAidCertificate: boolean("needs_first_aid_certificate").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("course_slug_unique").on(t.slug),
    check("course_price_not_negative", sql`${t.price} >= 0`),
    check("course_duration_positive", sql`${t.durationDays} >= 1`),
  ],
);

export const courseInstances = pgTable(
  "course_instance",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    days: text("days")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text("location").notNull(),
    maxSeats: integer("max_seats").notNull().default(16),
    // Seats sold outside this system (phone or invoice bookings) that staff
    // record by hand; online bookings are counted from the booking table.
    bookedSeats: integer("booked_seats").notNull().default(0),
    // Staff paused offers to this date's waiting list (issue 14): nobody waiting is offered a seat until resumed.
    waitlistPaused: boolean("waitlist_paused").notNull().default(false),
    price: integer("price"),
    bookUrl: text("book_url"),
    status: text("status").notNull().default("active"),
    // When each day runs and where (issue 13: joining instructions). Times are 'HH:MM', London time, the same every
    // day; a null venue address means the academy's own (app/shared/site-info.ts).
    startTime: text("start_time").notNull().default("09:00"),
    finishTime: text("finish_time").notNull().default("17:00"),
    venueAddress: text("venue_address"),
    venueDirections: text("venue_directions"),
    ...timestamps,
  },
  (t) => [
    index("course_instance_course_start_idx").on(t.courseId, t.startDate),
    index("course_instance_start_idx").on(t.startDate),
    check("course_instance_seats_valid", sql`${t.maxSeats} >= 0 AND ${t.bookedSeats} >= 0`),
    check("course_instance_times_valid", timesValid(t.startTime, t.finishTime)),
    check("course_instance_price_not_negative", sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check("course_instance_status_valid", sql`${t.status} IN ('active', 'cancelled', 'full', 'completed')`),
  ],
);

export const availableDates = pgTable(
  "available_date",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    maxSeats: integer("max_seats").notNull().default(12),
    // As for course_instance: seats taken outside the online booking flow.
    bookedSeats: integer("booked_seats").notNull().default(0),
    // Staff paused offers to this date's waiting list (issue 14): nobody waiting is offered a seat until resumed.
    waitlistPaused: boolean("waitlist_paused").notNull().default(false),
    location: text("location").notNull().default("Oxford"),
    status: text("status").notNull().default("active"),
    notes: text("notes"),
    // As for course_instance: when the day runs and where.
    startTime: text("start_time").notNull().default("09:00"),
    finishTime: text("finish_time").notNull().default("17:00"),
    venueAddress: text("venue_address"),
    venueDirections: text("venue_directions"),
    ...timestamps,
  },
  (t) => [
    index("available_date_course_date_idx").on(t.courseId, t.date),
    index("available_date_date_idx").on(t.date),
    check("available_date_seats_valid", sql`${t.maxSeats} >= 0 AND ${t.bookedSeats} >= 0`),
    check("available_date_times_valid", timesValid(t.startTime, t.finishTime)),
    check("available_date_status_valid", sql`${t.status} IN ('active', 'cancelled', 'full')`),
  ],
);

export const leads = pgTable(
  "lead",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    fullName: text("full_name"),
    phone: text("phone"),
    address: text("address"),
    postcode: text("postcode"),
    source: text("source").notNull(),
    message: text("message"),
    interest: text("interest"),
    selectedCourseId: uuid("selected_course_id").references(() => courses.id, { onDelete: "set null" }),
    // Either an available_date id or a course_instance id (SPEC §3 keeps one field).
    selectedCourseDateId: uuid("selected_course_date_id"),
    bookingStage: text("booking_stage"),
    companyName: text("company_name"),
    numberOfTrainees: integer("number_of_trainees"),
    preferredLocation: text("preferred_location"),
    status: text("status").notNull().default("new"),
    ...timestamps,
  },
  (t) => [
    index("lead_created_idx").on(t.createdAt),
    index("lead_status_idx").on(t.status),
    check("lead_status_valid", sql`${t.status} IN ('new', 'contacted', 'converted', 'closed')`),
  ],
);

export const posts = pgTable(
  "post",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    imageAlt: text("image_alt"),
    author: text("author").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("post_slug_unique").on(t.slug), index("post_published_idx").on(t.published, t.publishedAt)],
);

export const users = pgTable(
  "user",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").notNull().default("admin"),
    isActive: boolean("is_active").notNull().default(true),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    // Copied into each session at login; bumped on a password reset, so every older session stops working (F5).
    sessionVersion: integer("session_version").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("user_username_unique").on(t.username), uniqueIndex("user_email_unique").on(t.email)],
);

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

export const BOOKING_STATUSES = ["pending", "confirmed", "expired", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  "booking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Short code staff and customers quote on the phone.
    reference: text("reference").notNull(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
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
    // The client's Idempotency-Key for POST /api/bookings (decision 003) and a
    // hash of the request it came with: a retry gets this booking back, a
    // different request with the same key is refused.
    idempotencyKey: uuid("idempotency_key"),
    idempotencyRequestHash: text("idempotency_request_hash"),
    // The client address a hold was made from, as the rate limits key it (an
    // IPv4 address or an IPv6 /56), for the cap on unpaid holds per address
    // (decision 008). Personal data: only needed while the hold is live.
    holdAddress: text("hold_address"),
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
    check("booking_payment_type_valid", sql`${t.paymentType} IN ('deposit', 'full')`),
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
    check("booking_has_one_date", sql`(${t.availableDateId} IS NULL) <> (${t.instanceId} IS NULL)`),
  ],
);

export type EmailAttachment = { filename: string; contentType: string; contentBase64: string };

// E-mails are written here in the same transaction as the change they report
// and sent by a worker, so a mail server outage loses nothing.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
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
    check("email_outbox_status_valid", sql`${t.status} IN ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

// The secret links to a customer's booking page (issue 13). Only a SHA-256 of each token is kept, so a copy of the
// database opens no booking. A booking has a link from its creation and one more for each e-mail that carries one;
// changing the customer's e-mail address revokes them all.
export const bookingLinks = pgTable(
  "booking_link",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // Why the link was minted (issue 19): 'find-booking' links beyond the newest few stop working.
    source: text("source").notNull().default("booking"),
  },
  (t) => [index("booking_link_booking_idx").on(t.bookingId)],
);

export const PAYMENT_KINDS = ["deposit", "full", "balance", "manual", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATES = ["pending", "succeeded", "failed", "canceled"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

// The payment ledger (decision 015): every sum of money a booking took, one row per attempt. What is paid and what is
// owed are sums over these rows, never a column edited by hand. A card attempt's provider intent and idempotency key
// belong to its row, so a balance equal to the deposit is a new intent, and a second click reuses the open one.
export const payments = pgTable(
  "payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind").$type<PaymentKind>().notNull(),
    // Pence, always positive.
    amount: integer("amount").notNull(),
    provider: text("provider").notNull(),
    // The provider's id for it (a Stripe PaymentIntent id); null until the intent exists, and for staff records.
    providerRef: text("provider_ref"),
    idempotencyKey: uuid("idempotency_key").notNull().defaultRandom(),
    state: text("state").$type<PaymentState>().notNull().default("pending"),
    // Staff records: how the money came (bank transfer, cash, card machine), their note, and who recorded it.
    method: text("method"),
    note: text("note"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    // A refund (issue 14): money going back, on the payment it returns, with the policy's reason; paid minus
    // succeeded refunds is what the booking holds.
    refundOf: uuid("refund_of").references((): AnyPgColumn => payments.id, { onDelete: "restrict" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    // A refund the refund job has handed to the provider (issue 19): from then on it can no longer be taken back.
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_booking_idx").on(t.bookingId),
    uniqueIndex("payment_provider_ref_unique").on(t.providerRef),
    uniqueIndex("payment_idempotency_key_unique").on(t.idempotencyKey),
    // At most one card attempt in progress per booking: a second 'Pay' reuses it.
    uniqueIndex("payment_one_open_card_attempt")
      .on(t.bookingId)
      .where(sql`${t.state} = 'pending' AND ${t.provider} <> 'manual' AND ${t.kind} <> 'refund'`),
    index("payment_refund_of_idx").on(t.refundOf),
    check("payment_amount_positive", sql`${t.amount} > 0`),
    check("payment_kind_valid", sql`${t.kind} IN ('deposit', 'full', 'balance', 'manual', 'refund')`),
    check("payment_state_valid", sql`${t.state} IN ('pending', 'succeeded', 'failed', 'canceled')`),
    check(
      "payment_manual_is_staff",
      sql`(${t.kind} <> 'manual' OR ${t.provider} = 'manual') AND (${t.provider} <> 'manual' OR ${t.kind} IN ('manual', 'refund'))`,
    ),
    check("payment_refund_names_payment", sql`(${t.kind} = 'refund') = (${t.refundOf} IS NOT NULL)`),
  ],
);

// A booking's timeline for staff: what happened to it, when and by whom, in one place (issue 13).
export const bookingEvents = pgTable(
  "booking_event",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
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

export const JOB_STATUSES = ["queued", "running", "done", "dead"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

// Work that runs later (decision 015): claimed with FOR UPDATE SKIP LOCKED under a lease, retried with back-off,
// dead after too many tries. A dedupe key makes "once per period" and "once per thing" a unique index.
export const jobs = pgTable(
  "job",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    // Lower runs first (issue 19): money and sweeps are claimed before e-mail-only work a visitor can trigger.
    priority: integer("priority").notNull().default(50),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("job_dedupe_key_unique").on(t.dedupeKey),
    index("job_due_idx").on(t.status, t.runAt),
    index("job_due_priority_idx").on(t.status, t.priority, t.runAt),
    check("job_status_valid", sql`${t.status} IN ('queued', 'running', 'done', 'dead')`),
  ],
);

// Payment-provider events already handled, so a redelivery changes nothing.
export const webhookEvents = pgTable("webhook_event", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "declined", "expired", "removed", "closed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

// Someone waiting for a seat on a full date (issue 14). In line by joinedAt; 'offered' holds a seat for them as a
// pending booking (bookingId) until offerExpiresAt. One live entry (waiting or offered) per person and date.
export const waitlistEntries = pgTable(
  "waitlist_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
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
    check("waitlist_entry_has_one_date", sql`(${t.availableDateId} IS NULL) <> (${t.instanceId} IS NULL)`),
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
  ],
);

// The secret links to a waiting-list entry's page (see your place, leave the list): only a hash is kept, as for
// booking links, and each is minted when its e-mail is sent.
export const waitlistLinks = pgTable(
  "waitlist_link",
  {
    tokenHash: text("token_hash").primaryKey(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("waitlist_link_entry_idx").on(t.entryId)],
);

// Fixed-window request counters shared by every server process.
export const rateLimits = pgTable(
  "rate_limit",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_reset_idx").on(t.resetAt)],
);

// Staff sessions, in the shape connect-pg-simple expects.
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("session_expire_idx").on(t.expire)],
);

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CourseInstance = typeof courseInstances.$inferSelect;
export type NewCourseInstance = typeof courseInstances.$inferInsert;
export type AvailableDate = typeof availableDates.$inferSelect;
export type NewAvailableDate = typeof availableDates.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type User = typeof users.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
