// The staff forms and /api/admin requests for courses, schedules and available dates
// (SPEC §2 /admin, §3, §5, §7), shared by the browser and the server.
import { z } from "zod";
import {
  calendarDate,
  isWebAddress,
  optionalCalendarDate,
  optionalText,
  requiredText,
  slug,
  stringList,
  wholeNumber,
} from "#app/shared/staff/input-fields";
import { multiLine, oneLine } from "#app/shared/plain-text";

/** Training days, in the order forms show them and the server stores them (SPEC §9). */
export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const INSTANCE_STATUSES = ["active", "cancelled", "full", "completed"] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
export const AVAILABLE_DATE_STATUSES = ["active", "cancelled", "full"] as const;
export type AvailableDateStatus = (typeof AVAILABLE_DATE_STATUSES)[number];

/** SPEC §9 defaults for the forms. */
export const INSTANCE_DEFAULT_MAX_SEATS = 16;
export const AVAILABLE_DATE_DEFAULT_MAX_SEATS = 12;
export const DEFAULT_LOCATION = "Oxford";
/** Issue 13: a course day runs 09:00–17:00 unless staff say otherwise. */
export const DEFAULT_START_TIME = "09:00";
export const DEFAULT_FINISH_TIME = "17:00";

export const COURSE_SLUG_TAKEN = "A course with this slug already exists";
export const COURSE_NOT_FOUND_FIELD = "This course no longer exists";
export const SEATS_BELOW_TAKEN = (taken: number) =>
  `Max seats cannot be below the ${taken} seat${taken === 1 ? "" : "s"} already taken`;

const courseId = z.uuid("Please choose a course");

/** 'HH:MM' on a 24-hour clock, as a time box sends it. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (label: string, fallback: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .regex(TIME_PATTERN, `${label} must be a time such as 09:00`)
    .default(fallback);

export const CHOOSE_A_VENUE = "Please choose a venue";
export const UNKNOWN_VENUE = "This venue no longer exists: please choose another";
export const NO_VENUE_CALLED = (location: string) => `No venue is called ${location}: add it under Venues first`;

/**
 * When each day runs (issue 13: the joining instructions say so), where (issue 21: a venue staff keep once; the row's
 * location becomes the venue's name, and a client that sends only a location gets the venue of that name), and the
 * days it meets (issue 21: chosen by staff; none sent: proposed on the server).
 */
const dayAndVenue = {
  startTime: timeOfDay("Start time", DEFAULT_START_TIME),
  finishTime: timeOfDay("Finish time", DEFAULT_FINISH_TIME),
  venueId: z
    .string(CHOOSE_A_VENUE)
    .trim()
    .refine((value) => value === "" || z.uuid().safeParse(value).success, CHOOSE_A_VENUE)
    .nullish()
    .transform((value) => value || null),
  courseDays: z
    .array(calendarDate("Please choose the course days"), "Please choose the course days")
    .max(120, "A course can meet on at most 120 days")
    .default([]),
};
/** Judged only between two well-formed times: a malformed one has its own message. */
const finishesAfterStart = ({ startTime, finishTime }: { startTime: string; finishTime: string }) =>
  !TIME_PATTERN.test(startTime) || !TIME_PATTERN.test(finishTime) || finishTime > startTime;
const finishBeforeStart = { message: "Finish time must be after the start time", path: ["finishTime"] };

/** A run names its venue, or a location to find the venue by (an API client of the spec's shape: SPEC §3 requires one). */
const namesAVenue = (value: { venueId: string | null; location?: string | null }) =>
  value.venueId !== null || Boolean(value.location);
const chooseAVenue = { message: CHOOSE_A_VENUE, path: ["venueId"] };

/**
 * What a run and a date both carry, checked alike: the course; the venue's name, set on the server (a client that sends
 * no venue names one here; none: Oxford, SPEC §9); the seats sold outside the website, by phone or invoice (decision
 * 003); and when and where each day runs.
 */
const timetableFields = {
  courseId,
  location: optionalText(200),
  bookedSeats: wholeNumber("Booked seats", 0, 1000).default(0),
  ...dayAndVenue,
};

const offlineSeatsFit = (value: { maxSeats: number; bookedSeats: number }) => value.bookedSeats <= value.maxSeats;
const offlineSeatsTooMany = { message: "Booked seats cannot be more than max seats", path: ["bookedSeats"] };

// ---- courses (SPEC §3 course, §5 "Course form") ---------------------------

export const SyllabusTopicSchema = z.object({
  topic: requiredText("Topic is required", 200),
  content: stringList(1000),
});

/** POST /api/admin/courses and PUT /api/admin/courses/:id. */
export const CourseInputSchema = z.object({
  slug: slug("Slug is required"),
  title: requiredText("Title is required", 200),
  description: z.string().trim().max(5000, "Must be 5,000 characters or fewer").check(multiLine).default(""),
  durationDays: wholeNumber("Duration", 1, 365).default(1),
  price: wholeNumber("Price", 0, 10_000_000).default(0),
  prerequisites: stringList(300),
  includes: stringList(300),
  tags: stringList(50),
  awardingBody: optionalText(200),
  syllabus: z.array(SyllabusTopicSchema).max(100, "Too many topics").default([]),
  assessmentMethod: optionalText(2000, multiLine),
  isActive: z.boolean().default(true),
  /** What the joining instructions ask learners to bring (issue 13). */
  siaLicenceLinked: z.boolean().default(false),
  needsFirstAidCertificate: z.boolean().default(false),
});
export type CourseInput = z.output<typeof CourseInputSchema>;
export type CourseFormValues = z.input<typeof CourseInputSchema>;

// ---- course instances (SPEC §3 course_instance, §5 "Schedule form") --------

/** POST /api/admin/course-instances and PUT /api/admin/course-instances/:id. */
export const CourseInstanceInputSchema = z
  .object({
    startDate: calendarDate("Start date is required"),
    endDate: optionalCalendarDate,
    maxSeats: wholeNumber("Max seats", 1, 1000).default(INSTANCE_DEFAULT_MAX_SEATS),
    days: z
      .array(z.enum(WEEKDAYS, "Please choose days from Mon to Sun"), "At least one day is required")
      .min(1, "At least one day is required")
      // Stored once each, Mon to Sun, whatever order the boxes were ticked in.
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    price: wholeNumber("Price", 0, 10_000_000)
      .nullish()
      .transform((value) => value ?? null),
    bookUrl: z
      .string()
      .trim()
      .max(2000, "Must be 2,000 characters or fewer")
      .check(oneLine)
      .refine((value) => value === "" || isWebAddress(value), "Please enter a web address starting with https://")
      .nullish()
      .transform((value) => value || null),
    status: z.enum(INSTANCE_STATUSES, "Please choose a status").default("active"),
    ...timetableFields,
  })
  .refine((value) => !value.endDate || value.endDate >= value.startDate, {
    message: "End date cannot be before the start date",
    path: ["endDate"],
  })
  .refine(offlineSeatsFit, offlineSeatsTooMany)
  .refine(finishesAfterStart, finishBeforeStart)
  .refine(namesAVenue, chooseAVenue);
export type CourseInstanceInput = z.output<typeof CourseInstanceInputSchema>;
export type CourseInstanceFormValues = z.input<typeof CourseInstanceInputSchema>;

// ---- available dates (SPEC §3 available_date) ------------------------------

/** POST /api/admin/available-dates and PUT /api/admin/available-dates/:id. */
export const AvailableDateInputSchema = z
  .object({
    date: calendarDate("Date is required"),
    maxSeats: wholeNumber("Max seats", 1, 1000).default(AVAILABLE_DATE_DEFAULT_MAX_SEATS),
    status: z.enum(AVAILABLE_DATE_STATUSES, "Please choose a status").default("active"),
    notes: optionalText(2000, multiLine),
    ...timetableFields,
  })
  .refine(offlineSeatsFit, offlineSeatsTooMany)
  .refine(finishesAfterStart, finishBeforeStart);
export type AvailableDateInput = z.output<typeof AvailableDateInputSchema>;
export type AvailableDateFormValues = z.input<typeof AvailableDateInputSchema>;

// ---- what the API answers (JSON: instants are ISO strings) ---------------------

export type AdminCourse = CourseInput & { id: string; createdAt: string; updatedAt: string };

/** Where a date or run meets, as the timetable shows staff (issue 21). */
type TimetableVenue = {
  location: string;
  /** The venue is not the academy's and has no address: customers are told 'Address to follow'. */
  venueNeedsAddress: boolean;
};

/** What the staff tables show of a run or a date beside the fields its form edits. */
type AdminTimetableFields = TimetableVenue & {
  id: string;
  courseTitle: string | null;
  /** Seats sold offline: the value the edit form shows as bookedSeats. */
  offlineSeats: number;
  /** Seats taken: offline + confirmed + unexpired holds (decision 003), for 'booked/max'. */
  bookedSeats: number;
  seatsTaken: number;
  createdAt: string;
  updatedAt: string;
};

export type AdminCourseInstance = Omit<CourseInstanceInput, "bookedSeats" | "location"> & AdminTimetableFields;

export type AdminAvailableDate = Omit<AvailableDateInput, "bookedSeats" | "location"> & AdminTimetableFields;
