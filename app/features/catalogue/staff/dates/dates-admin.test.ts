import { beforeEach, describe, expect, it } from "vitest";
import { availableDates } from "#db/schema";
import { fieldErrorsOf, insertAvailableDate, insertBooking, insertCourse, insertVenue } from "#test/support/factories";
import type { AdminAvailableDate } from "../staff-schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp({ admin: true });
// The academy's own venue, which the spec's default location names (issue 21).
let oxford: Awaited<ReturnType<typeof insertVenue>>;
beforeEach(async () => {
  oxford = await insertVenue(site.app.ctx.db, { name: "Oxford", isAcademy: true });
});

const dateRows = () => site.app.ctx.db.select().from(availableDates);
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** 1 offline, 1 confirmed, 1 held: 3 seats taken; an expired hold does not count. */
async function dateWithThreeSeatsTaken(courseId: string) {
  const date = await insertAvailableDate(site.app.ctx.db, {
    courseId,
    date: "2030-05-01",
    maxSeats: 12,
    bookedSeats: 1,
  });
  const on = { courseId, availableDateId: date.id };
  await insertBooking(site.app.ctx.db, { ...on, status: "confirmed" });
  await insertBooking(site.app.ctx.db, { ...on, status: "pending", holdExpiresAt: new Date(Date.now() + 600_000) });
  await insertBooking(site.app.ctx.db, { ...on, status: "expired", holdExpiresAt: new Date(Date.now() - 600_000) });
  return date;
}

describe("GET /api/admin/available-dates", () => {
  it("lists every date, cancelled and past ones too, with the course title and seats taken", async () => {
    const course = await insertCourse(site.app.ctx.db, { title: "CCTV" });
    const past = await insertAvailableDate(site.app.ctx.db, {
      courseId: course.id,
      date: "2020-05-01",
      status: "cancelled",
    });
    const busy = await dateWithThreeSeatsTaken(course.id);
    const list = await site.admin.get<AdminAvailableDate[]>("/available-dates");
    expect(list.map((row) => row.id)).toEqual([past.id, busy.id]);
    expect(list[1]).toMatchObject({
      courseTitle: "CCTV",
      offlineSeats: 1,
      bookedSeats: 3,
      seatsTaken: 3,
      maxSeats: 12,
    });
  });
});

describe("POST /api/admin/available-dates", () => {
  it("creates a date with the spec's defaults: 12 seats, Oxford, active", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const response = await site.admin.send("POST", "/available-dates", { courseId: course.id, date: "2030-05-01" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      courseId: course.id,
      date: "2030-05-01",
      maxSeats: 12,
      location: "Oxford",
      status: "active",
      notes: null,
      offlineSeats: 0,
      bookedSeats: 0,
      startTime: "09:00",
      finishTime: "17:00",
      venueId: oxford.id,
      // The course's two days (insertCourse), proposed (issue 21).
      courseDays: ["2030-05-01", "2030-05-02"],
    });
    expect(await dateRows()).toHaveLength(1);
  });

  it("stores every field, the venue's name as its location", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const reading = await insertVenue(site.app.ctx.db, { name: "Reading" });
    const body = {
      courseId: course.id,
      date: "2030-05-01",
      maxSeats: 8,
      venueId: reading.id,
      status: "full",
      notes: "Evening session",
      bookedSeats: 8,
      startTime: "18:00",
      finishTime: "21:30",
      courseDays: ["2030-05-03", "2030-05-01"],
    };
    expect((await site.admin.send("POST", "/available-dates", body)).status).toBe(201);
    const [stored] = await dateRows();
    expect(stored).toMatchObject({ ...body, location: "Reading", courseDays: ["2030-05-01", "2030-05-03"] });
  });

  it.each([
    ["no date", { date: "" }, "date", "Date is required"],
    ["negative seats", { maxSeats: -2 }, "maxSeats", "Max seats must be at least 1"],
    ["negative booked seats", { bookedSeats: -1 }, "bookedSeats", "Booked seats cannot be negative"],
    ["the instance-only status", { status: "completed" }, "status", "Please choose a status"],
    ["no course", { courseId: undefined }, "courseId", "Please choose a course"],
    [
      "a finish before the start",
      { startTime: "17:00", finishTime: "09:00" },
      "finishTime",
      "Finish time must be after the start time",
    ],
    ["a time that is not one", { startTime: "25:00" }, "startTime", "Start time must be a time such as 09:00"],
  ])("refuses %s and writes nothing", async (_label, change, field, message) => {
    const course = await insertCourse(site.app.ctx.db);
    const body = { courseId: course.id, date: "2030-05-01", ...change };
    expect((await fieldErrorsOf(await site.admin.send("POST", "/available-dates", body)))[field]).toEqual([message]);
    expect(await dateRows()).toEqual([]);
  });

  it("refuses a course that does not exist", async () => {
    const errors = await fieldErrorsOf(
      await site.admin.send("POST", "/available-dates", { courseId: UNKNOWN, date: "2030-05-01" }),
    );
    expect(errors).toEqual({ courseId: ["This course no longer exists"] });
    expect(await dateRows()).toEqual([]);
  });
});

describe("PUT /api/admin/available-dates/:id", () => {
  it("updates the date and refuses max seats below the seats taken", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const date = await dateWithThreeSeatsTaken(course.id);
    const body = { courseId: course.id, date: "2030-05-02", maxSeats: 2, bookedSeats: 1, notes: "Moved" };
    const errors = await fieldErrorsOf(await site.admin.send("PUT", `/available-dates/${date.id}`, body));
    expect(errors).toEqual({ maxSeats: ["Max seats cannot be below the 3 seats already taken"] });
    expect(await dateRows()).toEqual([date]);

    // The body also moves the date: its learners are to be told (issue 21, H2).
    const response = await site.admin.send("PUT", `/available-dates/${date.id}`, {
      ...body,
      maxSeats: 3,
      confirmDateChange: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ date: "2030-05-02", maxSeats: 3, notes: "Moved", seatsTaken: 3 });
  });

  it("answers 404 for an unknown date", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const response = await site.admin.send("PUT", `/available-dates/${UNKNOWN}`, {
      courseId: course.id,
      date: "2030-05-01",
    });
    expect(await answerOf(response)).toEqual({ status: 404, body: { message: "Available date not found" } });
  });
});

describe("DELETE /api/admin/available-dates/:id", () => {
  it("deletes a date nobody booked and refuses one with bookings", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const free = await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: "2030-06-01" });
    const booked = await dateWithThreeSeatsTaken(course.id);

    expect((await site.admin.send("DELETE", `/available-dates/${free.id}`)).status).toBe(204);
    const refused = await site.admin.send("DELETE", `/available-dates/${booked.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "This date has bookings. Set its status to Cancelled instead." });
    expect((await dateRows()).map((row) => row.id)).toEqual([booked.id]);
  });
});
