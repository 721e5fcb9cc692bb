import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { courseInstances } from "#db/schema";
import { fieldErrorsOf, insertBooking, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { customer } from "#test/support/booking-fixtures";
import { postJson } from "#test/support/test-app";
import { addDays, londonToday } from "#app/shared/dates";
import type { AdminCourseInstance } from "../staff-schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp({ admin: true });
// The academy's own venue, which the spec's default location names, and another (issue 21).
beforeEach(async () => {
  await insertVenue(site.app.ctx.db, { name: "Oxford", isAcademy: true });
  await insertVenue(site.app.ctx.db, { name: "Reading" });
});

const instanceRows = () => site.app.ctx.db.select().from(courseInstances);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function course() {
  return insertCourse(site.app.ctx.db, { title: "SIA Door Supervisor", price: 24_900 });
}

/** Seats taken on an instance: 2 offline, 1 confirmed, 1 held; an expired hold and a cancellation do not count. */
async function instanceWithFourSeatsTaken(
  courseId: string,
  overrides: Partial<typeof courseInstances.$inferInsert> = {},
) {
  const instance = await insertInstance(site.app.ctx.db, {
    courseId,
    startDate: addDays(londonToday(), 30),
    maxSeats: 10,
    bookedSeats: 2,
    ...overrides,
  });
  const on = { courseId, instanceId: instance.id };
  await insertBooking(site.app.ctx.db, { ...on, status: "confirmed" });
  await insertBooking(site.app.ctx.db, { ...on, status: "pending", holdExpiresAt: inMinutes(10) });
  await insertBooking(site.app.ctx.db, { ...on, status: "pending", holdExpiresAt: inMinutes(-1) });
  await insertBooking(site.app.ctx.db, { ...on, status: "cancelled" });
  return instance;
}

const valid = (courseId: string) => ({
  courseId,
  startDate: "2030-03-04",
  // Mon 4 to Wed 6 March on Mon, Tue and Wed: the end is the last course day (issue 21).
  endDate: "2030-03-06",
  location: "Oxford",
  maxSeats: 12,
  days: ["Tue", "Mon", "Wed"],
  price: 22_000,
  bookUrl: "https://example.com/book",
  status: "active",
  bookedSeats: 1,
});

describe("GET /api/admin/course-instances", () => {
  it("lists past, cancelled and future instances with the course title and seats taken", async () => {
    const c = await course();
    const past = await insertInstance(site.app.ctx.db, {
      courseId: c.id,
      startDate: "2020-01-06",
      status: "completed",
    });
    const cancelled = await insertInstance(site.app.ctx.db, {
      courseId: c.id,
      startDate: "2030-01-06",
      status: "cancelled",
    });
    const busy = await instanceWithFourSeatsTaken(c.id);

    const list = await site.admin.get<AdminCourseInstance[]>("/course-instances");
    expect(list.map((row) => row.id)).toEqual([past.id, busy.id, cancelled.id]);
    expect(list[1]).toMatchObject({
      courseTitle: "SIA Door Supervisor",
      maxSeats: 10,
      offlineSeats: 2,
      bookedSeats: 4,
      seatsTaken: 4,
    });
    expect(list[0]).toMatchObject({ status: "completed", bookedSeats: 0, seatsTaken: 0, offlineSeats: 0 });
  });
});

describe("POST /api/admin/course-instances", () => {
  it("creates an instance, storing the days once each from Mon to Sun", async () => {
    const c = await course();
    const response = await site.admin.send("POST", "/course-instances", valid(c.id));
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminCourseInstance;
    expect(created).toMatchObject({
      ...valid(c.id),
      days: ["Mon", "Tue", "Wed"],
      courseTitle: "SIA Door Supervisor",
      offlineSeats: 1,
      bookedSeats: 1,
    });
    const [stored] = await instanceRows();
    expect(stored).toMatchObject({ ...valid(c.id), days: ["Mon", "Tue", "Wed"] });
  });

  it("fills the defaults: 16 seats, active, none booked, no price or link, the course's length of days", async () => {
    const c = await course();
    const response = await site.admin.send("POST", "/course-instances", {
      courseId: c.id,
      startDate: "2030-03-04",
      location: "Reading",
      days: ["Sat"],
      endDate: "",
      bookUrl: "",
    });
    expect(response.status).toBe(201);
    const [stored] = await instanceRows();
    expect(stored).toMatchObject({
      maxSeats: 16,
      status: "active",
      bookedSeats: 0,
      price: null,
      bookUrl: null,
      // Two days proposed from Monday 4 March on its Saturdays: the end date and weekdays follow (issue 21).
      courseDays: ["2030-03-04", "2030-03-09"],
      endDate: "2030-03-09",
      days: ["Mon", "Sat"],
      location: "Reading",
    });
  });

  it.each([
    ["no start date", { startDate: "" }, "startDate", "Start date is required"],
    ["an impossible date", { startDate: "2030-02-30" }, "startDate", "Please enter a valid date (YYYY-MM-DD)"],
    ["a date in another format", { startDate: "04/03/2030" }, "startDate", "Please enter a valid date (YYYY-MM-DD)"],
    ["an end before the start", { endDate: "2030-03-01" }, "endDate", "End date cannot be before the start date"],
    ["no days", { days: [] }, "days", "At least one day is required"],
    ["an unknown day", { days: ["Mon", "Funday"] }, "days.1", "Please choose days from Mon to Sun"],
    ["no location or venue", { location: " " }, "venueId", "Please choose a venue"],
    [
      "a location no venue is called",
      { location: "Swindon" },
      "venueId",
      "No venue is called Swindon: add it under Venues first",
    ],
    ["zero seats", { maxSeats: 0 }, "maxSeats", "Max seats must be at least 1"],
    ["negative booked seats", { bookedSeats: -1 }, "bookedSeats", "Booked seats cannot be negative"],
    [
      "more booked than max",
      { maxSeats: 4, bookedSeats: 5 },
      "bookedSeats",
      "Booked seats cannot be more than max seats",
    ],
    ["a negative price", { price: -100 }, "price", "Price cannot be negative"],
    [
      "a link that is not a web address",
      { bookUrl: "javascript:alert(1)" },
      "bookUrl",
      "Please enter a web address starting with https://",
    ],
    ["an unknown status", { status: "postponed" }, "status", "Please choose a status"],
    ["a course id that is not an id", { courseId: "door-supervisor" }, "courseId", "Please choose a course"],
  ])("refuses %s and writes nothing", async (_label, change, field, message) => {
    const c = await course();
    const errors = await fieldErrorsOf(
      await site.admin.send("POST", "/course-instances", { ...valid(c.id), ...change }),
    );
    expect(errors[field]).toEqual([message]);
    expect(await instanceRows()).toEqual([]);
  });

  it("refuses a course that does not exist", async () => {
    const errors = await fieldErrorsOf(await site.admin.send("POST", "/course-instances", valid(UNKNOWN)));
    expect(errors).toEqual({ courseId: ["This course no longer exists"] });
    expect(await instanceRows()).toEqual([]);
  });
});

describe("PUT /api/admin/course-instances/:id", () => {
  it("updates every field", async () => {
    const c = await course();
    const instance = await insertInstance(site.app.ctx.db, { courseId: c.id, startDate: "2030-01-06" });
    const response = await site.admin.send("PUT", `/course-instances/${instance.id}`, {
      ...valid(c.id),
      status: "full",
    });
    expect(response.status).toBe(200);
    const [stored] = await instanceRows();
    expect(stored).toMatchObject({ ...valid(c.id), days: ["Mon", "Tue", "Wed"], status: "full" });
  });

  it("refuses max seats below the seats taken (offline, confirmed and held) and changes nothing", async () => {
    const c = await course();
    const instance = await instanceWithFourSeatsTaken(c.id);
    const body = { ...valid(c.id), bookedSeats: 2, maxSeats: 3 };
    const errors = await fieldErrorsOf(await site.admin.send("PUT", `/course-instances/${instance.id}`, body));
    expect(errors).toEqual({ maxSeats: ["Max seats cannot be below the 4 seats already taken"] });
    const [stored] = await instanceRows();
    expect(stored).toEqual(instance);

    // The body also moves the run's days: its learners are to be told (issue 21, H2).
    const exactlyFull = await site.admin.send("PUT", `/course-instances/${instance.id}`, {
      ...body,
      maxSeats: 4,
      confirmDateChange: true,
    });
    expect(exactlyFull.status).toBe(200);
  });

  it("refuses offline seats that would overbook the instance", async () => {
    const c = await course();
    const instance = await instanceWithFourSeatsTaken(c.id);
    const body = { ...valid(c.id), maxSeats: 10, bookedSeats: 9 };
    const errors = await fieldErrorsOf(await site.admin.send("PUT", `/course-instances/${instance.id}`, body));
    expect(errors).toEqual({
      maxSeats: ["Max seats cannot be below the 11 seats already taken"],
      bookedSeats: ["Only 8 seats can be booked offline"],
    });
  });

  it("refuses to move an instance with bookings to another course", async () => {
    const c = await course();
    const other = await insertCourse(site.app.ctx.db);
    const instance = await instanceWithFourSeatsTaken(c.id);
    const errors = await fieldErrorsOf(
      await site.admin.send("PUT", `/course-instances/${instance.id}`, { ...valid(other.id), bookedSeats: 2 }),
    );
    expect(errors).toEqual({ courseId: ["This schedule has bookings, so its course cannot be changed"] });
  });

  it("refuses an unknown course, and answers 404 for an unknown instance", async () => {
    const c = await course();
    const instance = await insertInstance(site.app.ctx.db, { courseId: c.id, startDate: "2030-01-06" });
    const errors = await fieldErrorsOf(
      await site.admin.send("PUT", `/course-instances/${instance.id}`, valid(UNKNOWN)),
    );
    expect(errors).toEqual({ courseId: ["This course no longer exists"] });
    const missing = await site.admin.send("PUT", `/course-instances/${UNKNOWN}`, valid(c.id));
    expect(await answerOf(missing)).toEqual({ status: 404, body: { message: "Schedule not found" } });
  });
});

describe("DELETE /api/admin/course-instances/:id", () => {
  it("deletes an instance nobody booked", async () => {
    const c = await course();
    const instance = await insertInstance(site.app.ctx.db, { courseId: c.id, startDate: "2030-01-06" });
    expect((await site.admin.send("DELETE", `/course-instances/${instance.id}`)).status).toBe(204);
    expect(await instanceRows()).toEqual([]);
  });

  it("refuses with 409 when bookings name it", async () => {
    const c = await course();
    const instance = await instanceWithFourSeatsTaken(c.id);
    const response = await site.admin.send("DELETE", `/course-instances/${instance.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "This schedule has bookings. Set its status to Cancelled instead.",
    });
    expect(await instanceRows()).toHaveLength(1);
  });

  it("answers 404 for an unknown instance", async () => {
    expect((await site.admin.send("DELETE", `/course-instances/${UNKNOWN}`)).status).toBe(404);
  });
});

describe("lowering max seats while visitors book", () => {
  it("never leaves more seats taken than the instance offers", async () => {
    const c = await course();
    const instance = await insertInstance(site.app.ctx.db, {
      courseId: c.id,
      startDate: addDays(londonToday(), 30),
      maxSeats: 10,
      price: 12_000,
    });
    const book = () =>
      postJson(site.app, "/api/bookings", {
        courseId: c.id,
        instanceId: instance.id,
        userDetails: customer,
        paymentType: "full",
        paymentAmount: 12_000,
      });
    const lower = site.admin.send("PUT", `/course-instances/${instance.id}`, {
      ...valid(c.id),
      startDate: instance.startDate,
      endDate: null,
      maxSeats: 3,
      bookedSeats: 0,
      price: 12_000,
    });
    const answers = await Promise.all([book(), book(), lower, book(), book(), book(), book()]);
    for (const answer of answers) expect([200, 201, 400, 409]).toContain(answer.status);

    const [row] = await site.app.ctx.db.select().from(courseInstances).where(eq(courseInstances.id, instance.id));
    const [listed] = await site.admin.get<AdminCourseInstance[]>("/course-instances");
    expect(listed!.seatsTaken).toBeLessThanOrEqual(row!.maxSeats);
  });
});
