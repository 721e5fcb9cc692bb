// The one Drizzle schema for PGlite and PostgreSQL (SPEC §3). Migrations in
// db/migrations are generated from this file by `npm run db:generate`.
import { sql } from "drizzle-orm";
import {
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
    // Unguessable token that identifies the booking on /booking-success.
    accessToken: text("access_token").notNull(),
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
    balanceDue: integer("balance_due").notNull().default(0),
    balanceDueDate: date("balance_due_date", { mode: "string" }),
    balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    // A pending booking holds its seat until this moment; after it the hold
    // no longer counts as taken, whether or not a job has marked it expired.
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paymentProvider: text("payment_provider"),
    paymentReference: text("payment_reference"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // A payment that arrived after its hold expired when no seat was left:
    // the money must go back, and staff are told.
    needsRefund: boolean("needs_refund").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
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
    uniqueIndex("booking_access_token_unique").on(t.accessToken),
    uniqueIndex("booking_idempotency_key_unique").on(t.idempotencyKey),
    index("booking_available_date_status_idx").on(t.availableDateId, t.status),
    index("booking_instance_status_idx").on(t.instanceId, t.status),
    index("booking_payment_reference_idx").on(t.paymentReference),
    index("booking_live_hold_address_idx")
      .on(t.holdAddress, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' AND ${t.holdAddress} IS NOT NULL`),
    check("booking_payment_type_valid", sql`${t.paymentType} IN ('deposit', 'full')`),
    check("booking_status_valid", sql`${t.status} IN ('pending', 'confirmed', 'expired', 'cancelled')`),
    check(
      "booking_amounts_valid",
      sql`${t.paymentAmount} > 0 AND ${t.totalPrice} >= ${t.paymentAmount} AND ${t.balanceDue} >= 0`,
    ),
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
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // One message of each kind per booking, however often a payment is reported.
    uniqueIndex("email_outbox_kind_booking_unique").on(t.kind, t.bookingId),
    check("email_outbox_status_valid", sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

// Payment-provider events already handled, so a redelivery changes nothing.
export const webhookEvents = pgTable("webhook_event", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

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
