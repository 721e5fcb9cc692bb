// The admin dialogs start from these values and submit through the API's own
// schemas: an untouched edit must send back exactly what is stored, and an
// empty form must fail with the spec's messages (SPEC §5).
import { describe, expect, it } from "vitest";
import { messagesOf, STORED_STAMPS } from "#test/support/form-messages";
import { courseToForm, EMPTY_COURSE_FORM } from "./courses/course-form-values";
import { availableDateToForm, EMPTY_DATE_FORM, withAcademyVenue } from "./dates/date-form-values";
import { EMPTY_SCHEDULE_FORM, instanceToForm, optionalNumber } from "./schedules/schedule-form-values";
import {
  AvailableDateInputSchema,
  CourseInputSchema,
  CourseInstanceInputSchema,
  type AdminAvailableDate,
  type AdminCourse,
  type AdminCourseInstance,
} from "./staff-schema";

const COURSE_ID = "7f1c1f0e-6f7e-4f43-9d51-0c6a3c1b8a11";
const VENUE_ID = "7f1c1f0e-6f7e-4f43-9d51-0c6a3c1b8a12";
/** When the days run (issue 13) and where (issue 21: a venue), the same in every fixture here. */
const dayAndVenue = { startTime: "09:30", finishTime: "16:30", venueId: VENUE_ID };

describe("course form", () => {
  const course: AdminCourse = {
    id: "c0ffee00-0000-4000-8000-000000000001",
    slug: "door-supervisor",
    title: "SIA Door Supervisor",
    description: "Six days.",
    durationDays: 6,
    price: 24900,
    prerequisites: ["EFAW certificate"],
    includes: ["Workbook", "Exam fees"],
    tags: ["Most Popular"],
    awardingBody: null,
    syllabus: [{ topic: "Licensing law", content: ["The Act", "Licence types"] }],
    assessmentMethod: "Multiple choice",
    isActive: false,
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
    ...STORED_STAMPS,
  };

  it("sends an untouched edit back as stored", () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...stored } = course;
    expect(CourseInputSchema.parse(courseToForm(course))).toEqual(stored);
  });

  it("starts a new course with the spec's defaults and asks for a title and slug", () => {
    expect(EMPTY_COURSE_FORM).toMatchObject({
      durationDays: 1,
      price: 0,
      isActive: true,
      siaLicenceLinked: false,
      needsFirstAidCertificate: false,
      includes: [],
      syllabus: [],
    });
    expect(messagesOf(CourseInputSchema.safeParse(EMPTY_COURSE_FORM))).toEqual({
      title: "Title is required",
      slug: "Slug is required",
    });
  });
});

describe("schedule form", () => {
  const instance: AdminCourseInstance = {
    id: "c0ffee00-0000-4000-8000-000000000002",
    courseId: COURSE_ID,
    courseTitle: "SIA Door Supervisor",
    startDate: "2025-03-03",
    endDate: "2025-03-08",
    days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    location: "Oxford",
    maxSeats: 16,
    price: null,
    bookUrl: null,
    status: "full",
    ...dayAndVenue,
    courseDays: ["2025-03-03", "2025-03-04", "2025-03-05", "2025-03-06", "2025-03-07", "2025-03-08"],
    venueNeedsAddress: false,
    offlineSeats: 4,
    bookedSeats: 9,
    seatsTaken: 9,
    ...STORED_STAMPS,
  };

  it("edits the seats sold offline, not the seats taken", () => {
    expect(instanceToForm(instance).bookedSeats).toBe(4);
    expect(CourseInstanceInputSchema.parse(instanceToForm(instance))).toEqual({
      courseId: COURSE_ID,
      startDate: "2025-03-03",
      endDate: "2025-03-08",
      days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
      // The venue names the location on the server.
      location: null,
      maxSeats: 16,
      bookedSeats: 4,
      price: null,
      bookUrl: null,
      status: "full",
      ...dayAndVenue,
      courseDays: instance.courseDays,
    });
  });

  it("starts with 16 seats and no days, and gives the spec's messages when empty", () => {
    expect(EMPTY_SCHEDULE_FORM).toMatchObject({ maxSeats: 16, days: [], status: "active" });
    expect(messagesOf(CourseInstanceInputSchema.safeParse(EMPTY_SCHEDULE_FORM))).toMatchObject({
      startDate: "Start date is required",
      days: "At least one day is required",
      courseId: "Please choose a course",
    });
  });

  it.each([
    ["", null],
    [undefined, null],
    [null, null],
    ["0", 0],
    ["15000", 15000],
  ])("reads the optional price box %j as %j", (value, expected) => expect(optionalNumber(value)).toBe(expected));
});

describe("available date form", () => {
  const date: AdminAvailableDate = {
    id: "c0ffee00-0000-4000-8000-000000000003",
    courseId: COURSE_ID,
    courseTitle: null,
    date: "2025-04-01",
    maxSeats: 10,
    location: "Reading",
    status: "cancelled",
    notes: null,
    ...dayAndVenue,
    courseDays: ["2025-04-01", "2025-04-02"],
    venueNeedsAddress: true,
    offlineSeats: 2,
    bookedSeats: 5,
    seatsTaken: 5,
    ...STORED_STAMPS,
  };

  it("sends an untouched edit back as stored", () => {
    expect(AvailableDateInputSchema.parse(availableDateToForm(date))).toEqual({
      courseId: COURSE_ID,
      date: "2025-04-01",
      maxSeats: 10,
      location: null,
      status: "cancelled",
      notes: null,
      bookedSeats: 2,
      ...dayAndVenue,
      courseDays: ["2025-04-01", "2025-04-02"],
    });
  });

  it("starts with 12 seats at the academy's venue, Oxford (SPEC §9)", () => {
    expect(withAcademyVenue(EMPTY_DATE_FORM, VENUE_ID)).toMatchObject({
      maxSeats: 12,
      venueId: VENUE_ID,
      status: "active",
    });
  });

  it.each([
    [{ startTime: "08:30", finishTime: "16:00" }, {}],
    [{ startTime: "17:00", finishTime: "09:00" }, { finishTime: "Finish time must be after the start time" }],
    [{ startTime: "09:00", finishTime: "09:00" }, { finishTime: "Finish time must be after the start time" }],
    [{ startTime: "9am", finishTime: "17:00" }, { startTime: "Start time must be a time such as 09:00" }],
    [
      { startTime: "", finishTime: "24:00" },
      { startTime: "Start time must be a time such as 09:00", finishTime: "Finish time must be a time such as 09:00" },
    ],
  ])("reads the day's times %j with messages %j (issue 13)", (times, messages) => {
    const form = { ...EMPTY_DATE_FORM, courseId: COURSE_ID, date: "2030-05-01", ...times };
    expect(messagesOf(AvailableDateInputSchema.safeParse(form))).toEqual(messages);
  });

  it("starts a day at 09:00 and ends it at 17:00, at the academy (issue 13)", () => {
    expect(AvailableDateInputSchema.parse({ courseId: COURSE_ID, date: "2030-05-01" })).toMatchObject({
      startTime: "09:00",
      finishTime: "17:00",
      venueId: null,
      courseDays: [],
    });
  });
});
