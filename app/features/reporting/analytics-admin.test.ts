import { describe, expect, it } from "vitest";
import {
  insertLead,
  signInAdmin,
  insertAvailableDate,
  insertBooking,
  insertCourse,
  insertInstance,
} from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import type { AdminAnalytics } from "./schema";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp();

describe("GET /api/admin/analytics", () => {
  it("counts zeros on an empty database", async () => {
    const admin = await signInAdmin(site.app);
    expect(await admin.get<AdminAnalytics>("/analytics")).toEqual({
      totalLeads: 0,
      activeCourses: 0,
      scheduledInstances: 0,
      totalEnrolment: 0,
    });
  });

  it("counts leads, active courses, upcoming active instances and seats taken on upcoming dates", async () => {
    const admin = await signInAdmin(site.app);
    const db = site.app.ctx.db;
    const today = londonToday();
    const course = await insertCourse(db);
    await insertCourse(db, { isActive: false });
    await insertLead(db);
    await insertLead(db, { status: "closed" });

    // Upcoming and active: counted as scheduled; 2 offline + 1 confirmed + 1 held seat.
    const soon = await insertInstance(db, { courseId: course.id, startDate: today, bookedSeats: 2 });
    await insertBooking(db, { courseId: course.id, instanceId: soon.id, status: "confirmed" });
    await insertBooking(db, {
      courseId: course.id,
      instanceId: soon.id,
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await insertBooking(db, {
      courseId: course.id,
      instanceId: soon.id,
      status: "pending",
      holdExpiresAt: new Date(Date.now() - 600_000),
    });
    // Full: not "scheduled" (not active) but its 3 seats are enrolments.
    await insertInstance(db, { courseId: course.id, startDate: addDays(today, 10), status: "full", bookedSeats: 3 });
    // Past or cancelled: neither.
    await insertInstance(db, { courseId: course.id, startDate: addDays(today, -1), bookedSeats: 5 });
    await insertInstance(db, {
      courseId: course.id,
      startDate: addDays(today, 20),
      status: "cancelled",
      bookedSeats: 4,
    });
    // An upcoming available date: 1 offline + 1 confirmed.
    const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 5), bookedSeats: 1 });
    await insertBooking(db, { courseId: course.id, availableDateId: date.id, status: "confirmed" });
    await insertAvailableDate(db, { courseId: course.id, date: addDays(today, -3), bookedSeats: 7 });

    expect(await admin.get<AdminAnalytics>("/analytics")).toEqual({
      totalLeads: 2,
      activeCourses: 1,
      scheduledInstances: 1,
      totalEnrolment: 4 + 3 + 2,
    });
  });
});
