// Issue 21, M8: cancelling a course date is its own action. Staff see what it will do (learners told and offered a new
// date or a full refund, holds, the waiting list told and closed) and confirm; the action sets the status the sweeps of
// issue 14 act on, and is logged. The edit form's status no longer cancels a date people are on.
import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, availableDates, courseInstances, emailOutbox, type Job } from "#db/schema";
import { waitlistSweepHandler } from "#app/features/waitlist/waitlist-offers.server";
import { addDays, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer } from "#test/support/booking-fixtures";
import {
  fieldErrorsOf,
  insertAvailableDate,
  insertBooking,
  insertCourse,
  insertInstance,
  insertVenue,
  insertWaitingPerson,
} from "#test/support/factories";
import { bookingSweepHandlers } from "../life-cycle/booking-sweeps.server";
import type { CancelDateImpact } from "./run-change-schema";

const site = setUpTestApp({ admin: true, start: { env: { LOG_LEVEL: "error" } } });
const logger = createLogger("silent");
// The academy's venue, which the rows' default location names (issue 21).
beforeEach(async () => {
  await insertVenue(site.app.ctx.db, { name: "Oxford", isAcademy: true });
});

/** A run 20 days away with a learner booked, a seat held and someone waiting. */
async function scene() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900 });
  const run = await insertInstance(db, { courseId: course.id, startDate: addDays(londonToday(), 20), maxSeats: 2 });
  const learner = await bookAndPayThroughApi(site.app, {
    courseId: course.id,
    date: { instanceId: run.id },
    paymentType: "full",
    paymentAmount: 24_900,
  });
  await insertBooking(db, { courseId: course.id, instanceId: run.id });
  await insertWaitingPerson(db, { courseId: course.id, instanceId: run.id });
  return { course, run, learner, path: `/dates/instance/${run.id}/cancel` };
}

const runStatus = async (id: string) =>
  (await site.app.ctx.db.select().from(courseInstances).where(eq(courseInstances.id, id)))[0]!.status;

describe("the 'Cancel date' action", () => {
  it("says before anything happens who is on the date and what they will be told", async () => {
    const { path } = await scene();
    const impact = await site.admin.get<CancelDateImpact>(path);
    expect(impact).toMatchObject({
      courseTitle: "SIA Door Supervisor",
      cancelled: false,
      learners: 1,
      holds: 1,
      waiting: 1,
      lines: [
        expect.stringMatching(/^1 learner booked: they are e-mailed within a minute and offered a new date/),
        expect.stringMatching(/^1 seat held awaiting payment/),
        "1 person on the waiting list is told the date is cancelled, with the course's next dates, and the list is closed.",
        "The date comes off the website at once. This cannot be undone.",
      ],
    });
    expect(
      await site.admin.send("GET", `/dates/date/${"0".repeat(8)}-0000-4000-8000-000000000000/cancel`),
    ).toMatchObject({ status: 404 });
  });

  it("needs an explicit confirmation", async () => {
    const { path, run } = await scene();
    expect(await fieldErrorsOf(await site.admin.send("POST", path, {}))).toEqual({
      confirm: ["Please confirm the cancellation"],
    });
    expect(await runStatus(run.id)).toBe("active");
  });

  it("cancels the date, logs it, and the sweeps tell the learner and the waiting list as before", async () => {
    const { path, run, learner } = await scene();
    const response = await site.admin.send("POST", path, { confirm: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ cancelled: true, learners: 1, holds: 1, waiting: 1 });
    expect(await runStatus(run.id)).toBe("cancelled");
    const [logged] = await site.app.ctx.db.select().from(auditLog).where(eq(auditLog.recordId, run.id));
    expect(logged).toMatchObject({
      action: "instance.cancel",
      recordType: "instance",
      summary: expect.stringMatching(
        /^Cancelled SIA Door Supervisor, .*: 1 learner offered a new date or a full refund, 1 on the waiting list told$/,
      ),
      before: { status: "active" },
      after: { status: "cancelled", learners: 1, holds: 1, waiting: 1 },
    });

    const db = site.app.ctx.db;
    const job = { db, logger, now: new Date(), job: {} as Job };
    await bookingSweepHandlers(site.app.ctx.site)["cancelled-dates"]!(job);
    await waitlistSweepHandler(site.app.ctx.site)(job);
    const told = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, learner.id), like(emailOutbox.kind, "date-cancelled:%")));
    expect(told.map((email) => [email.toAddress, email.subject])).toEqual([
      [customer.email, expect.stringMatching(/^We have had to cancel your course date: /)],
    ]);
    const closed = await db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-closed:%"));
    expect(closed.map((email) => email.toAddress)).toEqual(["wendy@example.com"]);

    const again = await site.admin.send("POST", path, { confirm: true });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This date is already cancelled." });
  });
});

describe("the edit form's status", () => {
  it("no longer cancels a date people are on: the server points to the action and changes nothing", async () => {
    const { run } = await scene();
    const response = await site.admin.send("PUT", `/course-instances/${run.id}`, { status: "cancelled" });
    const refusal =
      "This date has 1 learner booked, 1 seat held, 1 person waiting: use 'Cancel date' so everyone is told what happens.";
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: refusal, fieldErrors: { status: [refusal] } });
    expect(await runStatus(run.id)).toBe("active");
  });

  it("still sets Cancelled on a date nobody is booked on or waiting for", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const date = await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: addDays(londonToday(), 30) });
    const response = await site.admin.send("PUT", `/available-dates/${date.id}`, { status: "cancelled" });
    expect(response.status).toBe(200);
    const [row] = await site.app.ctx.db.select().from(availableDates).where(eq(availableDates.id, date.id));
    expect(row!.status).toBe("cancelled");
  });
});
