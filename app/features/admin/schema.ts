// The admin area's forms and /api/admin requests (SPEC §2 /admin, §3, §5, §7),
// shared by the browser and the server so both judge input the same way.
// Form values use z.input<typeof X>; the server stores z.output<typeof X>.
import { z } from "zod";
import { multiLine, oneLine } from "#app/shared/plain-text";

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Training days, in the order forms show them and the server stores them (SPEC §9). */
export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LEAD_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const INSTANCE_STATUSES = ["active", "cancelled", "full", "completed"] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
export const AVAILABLE_DATE_STATUSES = ["active", "cancelled", "full"] as const;
export type AvailableDateStatus = (typeof AVAILABLE_DATE_STATUSES)[number];
export const BOOKING_STATUSES = ["pending", "confirmed", "expired", "cancelled"] as const;

/** SPEC §9 defaults for the forms. */
export const INSTANCE_DEFAULT_MAX_SEATS = 16;
export const AVAILABLE_DATE_DEFAULT_MAX_SEATS = 12;
export const DEFAULT_LOCATION = "Oxford";

export const COURSE_SLUG_TAKEN = "A course with this slug already exists";
export const POST_SLUG_TAKEN = "A post with this slug already exists";
export const COURSE_NOT_FOUND_FIELD = "This course no longer exists";
export const SEATS_BELOW_TAKEN = (taken: number) =>
  `Max seats cannot be below the ${taken} seat${taken === 1 ? "" : "s"} already taken`;

// ---- building blocks ------------------------------------------------------

/** `lines`: oneLine for a text box, multiLine for a textarea (app/shared/plain-text.ts). */
const requiredText = (message: string, max: number, lines = oneLine) =>
  z.string(message).trim().min(1, { message, abort: true }).max(max, `Must be ${max} characters or fewer`).check(lines);

/** Optional text: missing, null or blank all become null. */
const optionalText = (max: number, lines = oneLine) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .check(lines)
    .nullish()
    .transform((value) => value || null);

const slug = (requiredMessage: string) =>
  requiredText(requiredMessage, 100).regex(
    SLUG_PATTERN,
    "Slug must contain only lowercase letters, numbers, and hyphens",
  );

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be ${max.toLocaleString("en-GB")} or less`);

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A calendar date sent as text, 'YYYY-MM-DD' (SPEC §5: dates are sent as text). */
const calendarDate = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isCalendarDate, "Please enter a valid date (YYYY-MM-DD)");

const optionalCalendarDate = z
  .string()
  .trim()
  .refine((value) => value === "" || isCalendarDate(value), "Please enter a valid date (YYYY-MM-DD)")
  .nullish()
  .transform((value) => value || null);

/** A list of short texts, one a line in the form; blank items (an empty input line) are dropped rather than refused. */
const stringList = (itemMax: number) =>
  z
    .array(z.string().trim().max(itemMax, `Must be ${itemMax} characters or fewer`).check(oneLine))
    .max(100, "Too many items")
    .transform((items) => items.filter(Boolean))
    .default([]);

const courseId = z.uuid("Please choose a course");

function isWebAddress(value: string, protocols = ["https:", "http:"]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * An https: address, or a path on this site: a `/` followed by neither `/` nor `\`, since browsers read both
 * `//host/x` and `/\host/x` as another site (security review F13).
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith("/")) return value[1] !== "/" && value[1] !== "\\";
  return isWebAddress(value, ["https:"]);
}

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
});
export type CourseInput = z.output<typeof CourseInputSchema>;
export type CourseFormValues = z.input<typeof CourseInputSchema>;

// ---- course instances (SPEC §3 course_instance, §5 "Schedule form") --------

/** POST /api/admin/course-instances and PUT /api/admin/course-instances/:id. */
export const CourseInstanceInputSchema = z
  .object({
    courseId,
    startDate: calendarDate("Start date is required"),
    endDate: optionalCalendarDate,
    location: requiredText("Location is required", 200),
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
    /** Seats sold outside the website (phone or invoice bookings), decision 003. */
    bookedSeats: wholeNumber("Booked seats", 0, 1000).default(0),
  })
  .refine((value) => !value.endDate || value.endDate >= value.startDate, {
    message: "End date cannot be before the start date",
    path: ["endDate"],
  })
  .refine(offlineSeatsFit, offlineSeatsTooMany);
export type CourseInstanceInput = z.output<typeof CourseInstanceInputSchema>;
export type CourseInstanceFormValues = z.input<typeof CourseInstanceInputSchema>;

// ---- available dates (SPEC §3 available_date) ------------------------------

/** POST /api/admin/available-dates and PUT /api/admin/available-dates/:id. */
export const AvailableDateInputSchema = z
  .object({
    courseId,
    date: calendarDate("Date is required"),
    maxSeats: wholeNumber("Max seats", 1, 1000).default(AVAILABLE_DATE_DEFAULT_MAX_SEATS),
    location: z
      .string()
      .trim()
      .max(200, "Must be 200 characters or fewer")
      .check(oneLine)
      .nullish()
      .transform((value) => value || DEFAULT_LOCATION),
    status: z.enum(AVAILABLE_DATE_STATUSES, "Please choose a status").default("active"),
    notes: optionalText(2000, multiLine),
    /** Seats sold outside the website, decision 003. */
    bookedSeats: wholeNumber("Booked seats", 0, 1000).default(0),
  })
  .refine(offlineSeatsFit, offlineSeatsTooMany);
export type AvailableDateInput = z.output<typeof AvailableDateInputSchema>;
export type AvailableDateFormValues = z.input<typeof AvailableDateInputSchema>;

// ---- posts (SPEC §3 post, §5 "Blog article") --------------------------------

/** POST /api/admin/posts and PUT /api/admin/posts/:id. */
export const PostInputSchema = z.object({
  slug: slug("Slug is required"),
  title: requiredText("Title is required", 200),
  excerpt: optionalText(1000, multiLine),
  content: requiredText("Content is required", 100_000, multiLine),
  featuredImage: z
    .string()
    .trim()
    .max(2000, "Must be 2,000 characters or fewer")
    .check(oneLine)
    .refine(
      (value) => value === "" || isImageAddress(value),
      "Please enter a web address (https://…) or a path starting with /",
    )
    .nullish()
    .transform((value) => value || null),
  imageAlt: optionalText(300),
  tags: stringList(50),
  published: z.boolean().default(false),
});
export type PostInput = z.output<typeof PostInputSchema>;
export type PostFormValues = z.input<typeof PostInputSchema>;

// ---- leads ------------------------------------------------------------------

/** PATCH /api/admin/leads/:id. */
export const LeadStatusInputSchema = z.object({
  status: z.enum(LEAD_STATUSES, "Please choose a status"),
});
export type LeadStatusInput = z.output<typeof LeadStatusInputSchema>;

/** A blank query value means "no filter". */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** GET /api/admin/leads?status= and /leads.csv?status=. */
export const LeadListQuerySchema = z.object({
  status: filter(z.enum(LEAD_STATUSES, "Please choose a status")),
});

// ---- bookings -----------------------------------------------------------------

/** GET /api/admin/bookings?courseId=&status=&from=&to= (dates are the course date, inclusive). */
export const BookingListQuerySchema = z
  .object({
    courseId: filter(z.uuid("Please choose a course")),
    status: filter(z.enum(BOOKING_STATUSES, "Please choose a status")),
    from: filter(calendarDate("Please enter a valid date (YYYY-MM-DD)")),
    to: filter(calendarDate("Please enter a valid date (YYYY-MM-DD)")),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "The end of the range cannot be before its start",
    path: ["to"],
  });
export type BookingListQuery = z.output<typeof BookingListQuerySchema>;

// ---- what the API answers (JSON: instants are ISO strings) ---------------------

export type AdminLead = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phone: string | null;
  address: string | null;
  postcode: string | null;
  source: string;
  message: string | null;
  interest: string | null;
  selectedCourseId: string | null;
  selectedCourseTitle: string | null;
  selectedCourseDateId: string | null;
  bookingStage: string | null;
  companyName: string | null;
  numberOfTrainees: number | null;
  preferredLocation: string | null;
  status: LeadStatus;
  createdAt: string;
  updatedAt: string;
};

export type AdminCourse = CourseInput & { id: string; createdAt: string; updatedAt: string };

export type AdminCourseInstance = Omit<CourseInstanceInput, "bookedSeats"> & {
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

export type AdminAvailableDate = Omit<AvailableDateInput, "bookedSeats"> & {
  id: string;
  courseTitle: string | null;
  offlineSeats: number;
  bookedSeats: number;
  seatsTaken: number;
  createdAt: string;
  updatedAt: string;
};

export type AdminPost = PostInput & {
  id: string;
  author: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AdminBookingRow = {
  id: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  courseId: string;
  courseTitle: string;
  date: string;
  location: string;
  paymentType: "deposit" | "full";
  paymentAmount: number;
  totalPrice: number;
  balanceDue: number;
  balanceDueDate: string | null;
  balancePaidAt: string | null;
  status: (typeof BOOKING_STATUSES)[number];
  needsRefund: boolean;
  /** "test" when the built-in test provider took the payment: no real money (issue 11). */
  paymentProvider: string | null;
  createdAt: string;
};

export type AdminBookingDetail = AdminBookingRow & {
  availableDateId: string | null;
  instanceId: string | null;
  leadId: string | null;
  userDetails: {
    fullName: string;
    email: string;
    phone: string;
    address: string;
    postcode: string;
    notes?: string;
  };
  notes: string | null;
  holdExpiresAt: string | null;
  confirmedAt: string | null;
  cancelledAt: string | null;
  paymentReference: string | null;
  updatedAt: string;
};

export type AdminAnalytics = {
  totalLeads: number;
  activeCourses: number;
  /** Active instances starting today or later. */
  scheduledInstances: number;
  /** Seats taken (decision 003) across instances and available dates from today on, cancelled ones aside. */
  totalEnrolment: number;
};
