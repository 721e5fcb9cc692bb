import { beforeEach, describe, expect, it } from "vitest";
import type { Course } from "#db/schema";
import { signInAdmin, insertAvailableDate, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import type { CourseDetailData } from "./course-detail/course-detail-page";
import type { AdminAvailableDate } from "./staff/staff-schema";
import type { PublicAvailableDate, PublicInstance } from "./schedule-types";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp();
let course: Course;
const today = londonToday();
beforeEach(async () => {
  course = await insertCourse(site.app.ctx.db, { slug: "door-supervisor", title: "Door Supervisor", price: 24_900 });
});

const getJson = async <T>(path: string) => {
  const response = await site.app.fetch(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe("GET /api/courses/slug/:slug", () => {
  it("finds an active course by slug, and answers 404 JSON otherwise", async () => {
    const found = await getJson<{ id: string; faqs: { question: string; answer: string }[] }>(
      "/api/courses/slug/door-supervisor",
    );
    expect(found).toMatchObject({ id: course.id });
    // The course page's FAQ travels with the course, for client-side navigation.
    expect(found.faqs).toHaveLength(6);
    expect(found.faqs[1]).toMatchObject({ question: "When will I get my results?" });
    const missing = await site.app.fetch("/api/courses/slug/no-such-course");
    expect(await answerOf(missing)).toEqual({ status: 404, body: { message: "Course not found" } });
    await insertCourse(site.app.ctx.db, { slug: "retired", isActive: false });
    expect((await site.app.fetch("/api/courses/slug/retired")).status).toBe(404);
  });
});

describe("GET /api/courses/slug/:slug/page", () => {
  it("answers the course page's data in one: the course, its FAQ, its dates of both kinds soonest first, the photo", async () => {
    const db = site.app.ctx.db;
    const later = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 40) });
    const full = await insertAvailableDate(db, {
      courseId: course.id,
      date: addDays(today, 9),
      maxSeats: 1,
      bookedSeats: 1,
    });
    await insertAvailableDate(db, { courseId: course.id, date: addDays(today, -2) });
    const instance = await insertInstance(db, { courseId: course.id, startDate: addDays(today, 20) });

    const page = await getJson<CourseDetailData>("/api/courses/slug/door-supervisor/page");
    expect(page.course).toMatchObject({ id: course.id, title: "Door Supervisor", price: 24_900 });
    expect(page.course).not.toHaveProperty("faqs");
    expect(page.faqs).toHaveLength(6);
    expect(page.today).toBe(today);
    expect(page.heroImage).toBe("/images/courses/security.webp");
    // A full date stays, to be shown as Fully Booked; a past one does not.
    expect(page.dates.map((date) => [date.kind, date.id])).toEqual([
      ["available-date", full.id],
      ["instance", instance.id],
      ["available-date", later.id],
    ]);
    expect(page.dates[0]).toMatchObject({ seatsLeft: 0, price: 24_900, endDate: null });

    const missing = await site.app.fetch("/api/courses/slug/no-such-course/page");
    expect(await answerOf(missing)).toEqual({ status: 404, body: { message: "Course not found" } });
  });
});

describe("GET /api/courses/:id/available-dates", () => {
  it("lists active dates from today on, soonest first, without past or cancelled ones", async () => {
    const db = site.app.ctx.db;
    await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 30) });
    await insertAvailableDate(db, { courseId: course.id, date: addDays(today, -1) });
    await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 10), status: "cancelled" });
    await insertAvailableDate(db, { courseId: course.id, date: today });
    const other = await insertCourse(db);
    await insertAvailableDate(db, { courseId: other.id, date: addDays(today, 5) });

    const dates = await getJson<PublicAvailableDate[]>(`/api/courses/${course.id}/available-dates`);
    expect(dates.map((d) => d.date)).toEqual([today, addDays(today, 30)]);
    expect(dates[0]).toMatchObject({ maxSeats: 12, bookedSeats: 0, seatsLeft: 12, location: "Oxford" });
  });

  it("counts confirmed bookings and unexpired holds as taken, but not expired holds or cancellations", async () => {
    const db = site.app.ctx.db;
    const date = await insertAvailableDate(db, {
      courseId: course.id,
      date: addDays(today, 20),
      maxSeats: 6,
      bookedSeats: 1,
    });
    const future = new Date(Date.now() + 10 * 60_000);
    const past = new Date(Date.now() - 60_000);
    const at = { courseId: course.id, availableDateId: date.id };
    await insertBooking(db, { ...at, status: "confirmed" });
    await insertBooking(db, { ...at, status: "pending", holdExpiresAt: future });
    await insertBooking(db, { ...at, status: "pending", holdExpiresAt: past });
    await insertBooking(db, { ...at, status: "cancelled" });
    await insertBooking(db, { ...at, status: "expired", holdExpiresAt: past });

    const [listed] = await getJson<PublicAvailableDate[]>(`/api/courses/${course.id}/available-dates`);
    expect(listed).toMatchObject({ bookedSeats: 3, seatsLeft: 3 });
  });

  it("answers 404 for an unknown course", async () => {
    const response = await site.app.fetch("/api/courses/0b0c6a52-9c3a-4c38-a0c8-5b9d3d1e2f00/available-dates");
    expect(response.status).toBe(404);
  });
});

describe("GET /api/courses/:id/instances and /api/course-instances", () => {
  it("lists upcoming active instances with the course's price when they have none", async () => {
    const db = site.app.ctx.db;
    await insertInstance(db, { courseId: course.id, startDate: addDays(today, 14), days: ["Mon", "Tue"] });
    await insertInstance(db, { courseId: course.id, startDate: addDays(today, 7), price: 19_900, maxSeats: 2 });
    await insertInstance(db, { courseId: course.id, startDate: addDays(today, -3) });
    await insertInstance(db, { courseId: course.id, startDate: addDays(today, 3), status: "cancelled" });

    const instances = await getJson<PublicInstance[]>(`/api/courses/${course.id}/instances`);
    expect(instances.map((i) => [i.startDate, i.price])).toEqual([
      [addDays(today, 7), 19_900],
      [addDays(today, 14), 24_900],
    ]);
    expect(instances[0]).toMatchObject({ courseSlug: "door-supervisor", courseTitle: "Door Supervisor", seatsLeft: 2 });
  });

  it("lists every course's instances, soonest first, and counts held seats", async () => {
    const db = site.app.ctx.db;
    const efaw = await insertCourse(db, { slug: "efaw", title: "EFAW", price: 9_500 });
    const soon = await insertInstance(db, { courseId: efaw.id, startDate: addDays(today, 2), maxSeats: 3 });
    await insertInstance(db, { courseId: course.id, startDate: addDays(today, 9) });
    await insertBooking(db, {
      courseId: efaw.id,
      instanceId: soon.id,
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 60_000),
      paymentAmount: 9_500,
      totalPrice: 9_500,
    });

    const instances = await getJson<PublicInstance[]>("/api/course-instances");
    expect(instances.map((i) => i.courseSlug)).toEqual(["efaw", "door-supervisor"]);
    expect(instances[0]).toMatchObject({ bookedSeats: 1, seatsLeft: 2, price: 9_500 });
  });
});

describe("staff notes on available dates (security review F8)", () => {
  it("never appear in a public answer, first or cached, but do in the admin API", async () => {
    const note = "Trainer off sick, may cancel";
    const date = await insertAvailableDate(site.app.ctx.db, {
      courseId: course.id,
      date: addDays(today, 12),
      notes: note,
    });
    const admin = await signInAdmin(site.app);
    const publicPaths = ["/api/available-dates", `/api/courses/${course.id}/available-dates`];
    for (const path of [...publicPaths, ...publicPaths]) {
      const response = await site.app.fetch(path);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain(date.id);
      expect(text).not.toContain(note);
      expect(text).not.toContain('"notes"');
    }
    const staffList = await admin.get<AdminAvailableDate[]>("/available-dates");
    expect(staffList.find((row) => row.id === date.id)?.notes).toBe(note);
  });
});
