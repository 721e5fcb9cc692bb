// Staff editing the catalogue: courses, venues, dates and runs, and what a change or cancellation does (issue 21).
import { addDays } from "#app/shared/dates";
import { unique } from "../factories";
import {
  calendarDate,
  choice,
  slug,
  text,
  textList,
  webAddress,
  wholeNumber,
  type FieldKind,
  uuid,
  yesNo,
} from "../bad-values";
import { createAndUpdate, type RouteSpec, type Scene } from "./route-spec";

const courseFields: Record<string, FieldKind<Scene>> = {
  slug: slug((scene: Scene) => scene.other.slug),
  title: text(200),
  description: text(5000, { required: false, lines: "multi" }),
  durationDays: wholeNumber(1, 365, { required: false }),
  price: wholeNumber(0, 10_000_000, { required: false }),
  prerequisites: textList(300),
  includes: textList(300),
  tags: textList(50),
  awardingBody: text(200, { required: false }),
  syllabus: {
    required: false,
    bad: ["Week one", {}, [{}], [{ topic: "" }], [{ topic: 42 }], [{ topic: "Law", content: "not a list" }]],
  },
  assessmentMethod: text(2000, { required: false, lines: "multi" }),
  isActive: yesNo,
};
const courseText = ["title", "description", "awardingBody", "assessmentMethod", "prerequisites.0", "syllabus.0.topic"];

const courseBody = (scene: Scene) => ({
  slug: `course-${unique()}`,
  title: "Close Protection",
  description: "Twelve days of training.",
  durationDays: 12,
  price: 150_000,
  prerequisites: ["Age 18 or over"],
  includes: ["Course manual"],
  tags: ["SIA"],
  awardingBody: "Highfield",
  syllabus: [{ topic: "Law", content: ["Powers of arrest"] }],
  assessmentMethod: "Written exam",
  isActive: scene.course.isActive,
});

/** A venue picked by a date or run (issue 21): an id of one that exists, or nothing (then the location names it). */
const venueIdField: FieldKind<Scene> = {
  required: false,
  bad: ["not-a-uuid", "12345", 42, {}, [], "6a1e3b2c-0000-4000-8000-000000000000"],
};

/** The days a date or run meets (issue 21): dates from its first day on. */
const courseDaysField = (firstDay: (scene: Scene) => string): FieldKind<Scene> => ({
  required: false,
  bad: [
    "2030-01-01",
    42,
    {},
    [42],
    [null],
    ["2031-02-30"],
    ["1 December"],
    (scene: Scene) => [addDays(firstDay(scene), -1), firstDay(scene)],
    (scene: Scene) => [addDays(firstDay(scene), 1)],
    (scene: Scene) => Array.from({ length: 121 }, (_, i) => addDays(firstDay(scene), i)),
  ],
});

const venueFields: Record<string, FieldKind<Scene>> = {
  name: text(200),
  address: text(500, { required: false, lines: "multi" }),
  directions: text(2000, { required: false, lines: "multi" }),
  mapUrl: webAddress(),
  isAcademy: yesNo,
};

const venueBody = () => ({
  name: `Bracknell ${unique()}`,
  address: "Unit 2, Market Street, Bracknell RG12 1AA",
  directions: "Park behind the building.",
  mapUrl: "https://maps.example.com/bracknell",
  isAcademy: false,
});

const instanceFields: Record<string, FieldKind<Scene>> = {
  courseId: uuid<Scene>(),
  startDate: calendarDate(),
  endDate: {
    required: false,
    bad: [...calendarDate({ required: false }).bad, (scene: Scene) => addDays(scene.today, 1)],
  },
  // The venue names the location (issue 21); a location alone must name a venue (timetable-venues.test.ts).
  location: text(200, { required: false }),
  venueId: venueIdField,
  courseDays: courseDaysField((scene) => addDays(scene.today, 40)),
  maxSeats: wholeNumber(1, 1000, { required: false }),
  days: { required: true, bad: [null, [], ["Funday"], ["mon"], "Mon", [1], {}] },
  price: wholeNumber(0, 10_000_000, { required: false }),
  bookUrl: webAddress(),
  status: choice({ required: false }),
  bookedSeats: { required: false, bad: [...wholeNumber(0, 1000, { required: false }).bad, 999] },
};

const instanceBody = (scene: Scene) => ({
  courseId: scene.course.id,
  startDate: addDays(scene.today, 40),
  endDate: addDays(scene.today, 44),
  venueId: scene.venue.id,
  maxSeats: 16,
  days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
  price: 22_000,
  bookUrl: "https://example.com/book",
  status: "active",
  // No bookedSeats: an edit keeps the date's places booked offline (others' tests may have added some).
});

const dateFields: Record<string, FieldKind<Scene>> = {
  courseId: uuid<Scene>(),
  date: calendarDate(),
  maxSeats: wholeNumber(1, 1000, { required: false }),
  location: text(200, { required: false }),
  venueId: venueIdField,
  courseDays: courseDaysField((scene) => addDays(scene.today, 50)),
  status: choice({ required: false }),
  notes: text(2000, { required: false, lines: "multi" }),
  bookedSeats: { required: false, bad: [...wholeNumber(0, 1000, { required: false }).bad, 999] },
};

const dateBody = (scene: Scene) => ({
  courseId: scene.course.id,
  date: addDays(scene.today, 50),
  maxSeats: 12,
  venueId: scene.venue.id,
  status: "active",
  notes: "Bring photo ID",
});

export const CATALOGUE_ROUTES: Record<string, RouteSpec> = {
  ...createAndUpdate(
    "courses",
    (scene) => scene.course,
    { body: courseBody, fields: courseFields, freeText: courseText },
    { body: (scene) => ({ ...courseBody(scene), slug: scene.course.slug }) },
  ),
  ...createAndUpdate("venues", (scene) => scene.venue, {
    body: venueBody,
    fields: venueFields,
    freeText: ["name", "address", "directions"],
  }),
  // The location is the venue's name (issue 21), not free text.
  ...createAndUpdate("course-instances", (scene) => scene.instance, {
    body: instanceBody,
    fields: instanceFields,
    freeText: [],
  }),
  ...createAndUpdate(
    "available-dates",
    (scene) => scene.date,
    { body: dateBody, fields: dateFields, freeText: ["notes"] },
    // The update moves the date, which the scene's booking holds a seat on: staff confirm it (issue 21, H2).
    {
      body: (scene) => ({ ...dateBody(scene), confirmDateChange: true }),
      fields: { ...dateFields, confirmDateChange: yesNo },
    },
  ),
  // What a save would do to the people booked (issue 21, H2): answered, nothing saved, so no free text is stored.
  "POST /api/admin/course-instances/:id/change-impact": {
    path: (scene) => `/api/admin/course-instances/${scene.instance.id}/change-impact`,
    body: instanceBody,
    fields: instanceFields,
    partial: true,
    accepted: 200,
  },
  "POST /api/admin/available-dates/:id/change-impact": {
    path: (scene) => `/api/admin/available-dates/${scene.date.id}/change-impact`,
    body: dateBody,
    fields: dateFields,
    partial: true,
    accepted: 200,
  },
  // Cancelling a date is its own action, confirmed (issue 21, M8).
  "POST /api/admin/dates/:kind/:id/cancel": {
    path: (scene) => `/api/admin/dates/date/${scene.date.id}/cancel`,
    body: () => ({ confirm: true }),
    fields: { confirm: { required: true, bad: [null, false, "true", 1, {}, []] } },
    strict: true,
    accepted: 200,
  },
};
