// Dates and runs pick a venue and store their course days (issue 21, H1, M1, L15): the venue's name becomes the row's
// location, the days staff chose are kept (or proposed without Sundays and bank holidays), a run's end date and
// weekdays follow its days, and the timetable knows what to warn staff about.
import { describe, expect, it } from "vitest";
import { availableDates, courseInstances } from "#db/schema";
import { fieldErrorsOf, insertAvailableDate, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import type { AdminAvailableDate, AdminCourseInstance } from "./staff-schema";
import type { BankHoliday } from "#app/shared/course-day-rules";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
/** The field errors of a new date for the course on 1 December 2026 with `fields`. */
const dateErrors = async (courseId: string, fields: object) =>
  fieldErrorsOf(await site.admin.send("POST", "/available-dates", { courseId, date: "2026-12-01", ...fields }));

async function scene() {
  const oxford = await insertVenue(db(), { name: "Oxford", isAcademy: true });
  const reading = await insertVenue(db(), { name: "Reading" });
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", durationDays: 6 });
  return { oxford, reading, course };
}

describe("a date or run picks a venue", () => {
  it("takes the venue's name as its location, and a new venue's when it changes", async () => {
    const { oxford, reading, course } = await scene();
    const created = await site.admin.send("POST", "/available-dates", {
      courseId: course.id,
      date: "2026-12-01",
      venueId: reading.id,
    });
    expect(created.status).toBe(201);
    const date = (await created.json()) as AdminAvailableDate;
    expect(date).toMatchObject({ venueId: reading.id, location: "Reading", venueNeedsAddress: false });

    const moved = await site.admin.send("PUT", `/available-dates/${date.id}`, { venueId: oxford.id });
    expect(await moved.json()).toMatchObject({ venueId: oxford.id, location: "Oxford" });
  });

  it("finds the venue by name for a client that sends only a location, and refuses a name no venue has", async () => {
    const { reading, course } = await scene();
    const run = await site.admin.send("POST", "/course-instances", {
      courseId: course.id,
      startDate: "2026-12-07",
      location: "reading",
      days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    });
    expect(await run.json()).toMatchObject({ venueId: reading.id, location: "Reading" });
    const errors = await dateErrors(course.id, { location: "Slough" });
    expect(errors).toEqual({ venueId: ["No venue is called Slough: add it under Venues first"] });
  });

  it("refuses a venue that does not exist", async () => {
    const { course } = await scene();
    const errors = await dateErrors(course.id, { venueId: "00000000-0000-4000-8000-000000000000" });
    expect(errors).toEqual({ venueId: ["This venue no longer exists: please choose another"] });
    expect(await db().select().from(availableDates)).toEqual([]);
  });

  it("tells staff which dates meet at a venue that has no address yet", async () => {
    const { course } = await scene();
    const swindon = await insertVenue(db(), { name: "Swindon", address: "" });
    await insertAvailableDate(db(), {
      courseId: course.id,
      date: "2026-12-01",
      venueId: swindon.id,
      location: "Swindon",
    });
    const [listed] = await site.admin.get<AdminAvailableDate[]>("/available-dates");
    expect(listed).toMatchObject({ location: "Swindon", venueNeedsAddress: true });
  });
});

describe("course days", () => {
  it("proposes the course's length without Sundays or bank holidays when none are chosen", async () => {
    const { reading, course } = await scene();
    const response = await site.admin.send("POST", "/available-dates", {
      courseId: course.id,
      date: "2026-12-22",
      venueId: reading.id,
    });
    // Christmas Day, Boxing Day (a Saturday), Sunday 27th and Boxing Day's substitute Monday are left out.
    expect(((await response.json()) as AdminAvailableDate).courseDays).toEqual([
      "2026-12-22",
      "2026-12-23",
      "2026-12-24",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
  });

  it("keeps the days staff chose, and keeps a run's end date and weekdays equal to them", async () => {
    const { reading, course } = await scene();
    const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-08"];
    const response = await site.admin.send("POST", "/course-instances", {
      courseId: course.id,
      startDate: "2026-12-01",
      endDate: "2026-12-31",
      days: ["Mon"],
      venueId: reading.id,
      courseDays: days,
    });
    expect(response.status).toBe(201);
    const [stored] = await db().select().from(courseInstances);
    expect(stored).toMatchObject({
      courseDays: days,
      startDate: "2026-12-01",
      endDate: "2026-12-08",
      days: ["Tue", "Wed", "Thu", "Fri", "Sat"],
    });
  });

  it("refuses days that do not start on the first day", async () => {
    const { reading, course } = await scene();
    const errors = await dateErrors(course.id, { venueId: reading.id, courseDays: ["2026-12-02", "2026-12-03"] });
    expect(errors).toEqual({ courseDays: ["The course days must start on the first day, 1 December 2026"] });
  });

  it("moves the days with the date when a client changes only the date", async () => {
    const { reading, course } = await scene();
    const date = await insertAvailableDate(db(), {
      courseId: course.id,
      date: "2026-12-01",
      venueId: reading.id,
      location: "Reading",
      courseDays: ["2026-12-01", "2026-12-02"],
    });
    const response = await site.admin.send("PUT", `/available-dates/${date.id}`, { date: "2026-12-10" });
    expect(((await response.json()) as AdminAvailableDate).courseDays).toEqual(["2026-12-10", "2026-12-11"]);
  });

  it("lists a run's stored days, and the days of a row from before them as they were worked out", async () => {
    const { reading, course } = await scene();
    await insertInstance(db(), {
      courseId: course.id,
      startDate: "2026-12-01",
      venueId: reading.id,
      courseDays: ["2026-12-01", "2026-12-03"],
    });
    await insertInstance(db(), { courseId: course.id, startDate: "2027-01-04", endDate: "2027-01-06", days: [] });
    const [stored, legacy] = await site.admin.get<AdminCourseInstance[]>("/course-instances");
    expect(stored!.courseDays).toEqual(["2026-12-01", "2026-12-03"]);
    expect(legacy!.courseDays).toEqual(["2027-01-04", "2027-01-05", "2027-01-06"]);
  });
});

describe("GET /api/admin/bank-holidays", () => {
  it("answers the bank holidays of England and Wales the timetable warns about", async () => {
    const holidays = await site.admin.get<BankHoliday[]>("/bank-holidays");
    expect(holidays).toContainEqual({ date: "2026-12-28", name: "Boxing Day (substitute day)" });
    expect(holidays).toContainEqual({ date: "2027-01-01", name: "New Year's Day" });
  });
});
