// The courses and the dates they run (SPEC §3; issue 21 venues and course days).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, seatsAndTimesValid, requiredRef, uuidPrimaryKey } from "./columns";

export type SyllabusTopic = { topic: string; content: string[] };

export const courses = pgTable(
  "course",
  {
    id: uuidPrimaryKey(),
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

// A place courses are taught (issue 21): kept once by staff, picked by each date and run, so the page, e-mails,
// calendar file, roster and success page all name the same place. The academy's own premises take their address from
// the settings (app/shared/site-info.ts), so isAcademy venues keep an empty address here.
export const venues = pgTable(
  "venue",
  {
    id: uuidPrimaryKey(),
    // What customers see as the location ("Reading").
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    directions: text("directions"),
    mapUrl: text("map_url"),
    isAcademy: boolean("is_academy").notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("venue_name_unique").on(t.name)],
);

/**
 * When each day of a course date runs and where (issue 13: joining instructions), the same on both kinds of date.
 * Times are 'HH:MM', London time, the same every day; a null venue address means the academy's own
 * (app/shared/site-info.ts). The venue (issue 21) came later: location, venueAddress and venueDirections are kept as
 * they were for old rows. courseDays: every day the course meets, first day first (issue 21), chosen by staff.
 */
const whenAndWhere = () => ({
  startTime: text("start_time").notNull().default("09:00"),
  finishTime: text("finish_time").notNull().default("17:00"),
  venueAddress: text("venue_address"),
  venueDirections: text("venue_directions"),
  venueId: uuid("venue_id").references(() => venues.id, { onDelete: "restrict" }),
  courseDays: date("course_days", { mode: "string" })
    .array()
    .notNull()
    .default(sql`'{}'::date[]`),
});

/** Beside a row's own maximum: the seats staff sold outside the online flow, and its waiting list's pause. */
const seatsBesideBookings = () => ({
  // Seats sold outside this system (phone or invoice bookings) that staff
  // record by hand; online bookings are counted from the booking table.
  bookedSeats: integer("booked_seats").notNull().default(0),
  // Staff paused offers to this date's waiting list (issue 14): nobody waiting is offered a seat until resumed.
  waitlistPaused: boolean("waitlist_paused").notNull().default(false),
});

export const courseInstances = pgTable(
  "course_instance",
  {
    id: uuidPrimaryKey(),
    courseId: requiredRef("course_id", () => courses.id, "cascade"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    days: text("days")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text("location").notNull(),
    maxSeats: integer("max_seats").notNull().default(16),
    ...seatsBesideBookings(),
    price: integer("price"),
    bookUrl: text("book_url"),
    status: text("status").notNull().default("active"),
    ...whenAndWhere(),
    ...timestamps,
  },
  (t) => [
    index("course_instance_course_start_idx").on(t.courseId, t.startDate),
    index("course_instance_start_idx").on(t.startDate),
    ...seatsAndTimesValid("course_instance", t),
    check("course_instance_price_not_negative", sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check("course_instance_status_valid", sql`${t.status} IN ('active', 'cancelled', 'full', 'completed')`),
  ],
);

export const availableDates = pgTable(
  "available_date",
  {
    id: uuidPrimaryKey(),
    courseId: requiredRef("course_id", () => courses.id, "cascade"),
    date: date("date", { mode: "string" }).notNull(),
    maxSeats: integer("max_seats").notNull().default(12),
    ...seatsBesideBookings(),
    location: text("location").notNull().default("Oxford"),
    status: text("status").notNull().default("active"),
    notes: text("notes"),
    ...whenAndWhere(),
    ...timestamps,
  },
  (t) => [
    index("available_date_course_date_idx").on(t.courseId, t.date),
    index("available_date_date_idx").on(t.date),
    ...seatsAndTimesValid("available_date", t),
    check("available_date_status_valid", sql`${t.status} IN ('active', 'cancelled', 'full')`),
  ],
);

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CourseInstance = typeof courseInstances.$inferSelect;
export type NewCourseInstance = typeof courseInstances.$inferInsert;
export type AvailableDate = typeof availableDates.$inferSelect;
export type NewAvailableDate = typeof availableDates.$inferInsert;
export type Venue = typeof venues.$inferSelect;
