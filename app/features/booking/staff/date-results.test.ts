// Results for a whole course date at once (issue 21, office manager's list item 8): every learner's result with one
// Save, each changed one e-mailed to its learner and logged; refused before the course has started; all or nothing.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, availableDates, bookings, emailOutbox } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer } from "#test/support/booking-fixtures";
import { fieldErrorsOf, insertAvailableDate, insertCourse, insertInstance } from "#test/support/factories";
import type { DateResults } from "./date-results-schema";

const site = setUpTestApp({ admin: true });
const today = londonToday();

async function learnerOn(courseId: string, dateId: string, fullName: string) {
  const email = `${fullName.split(" ")[0]!.toLowerCase()}@example.com`;
  const booking = await bookAndPayThroughApi(site.app, {
    courseId,
    date: { availableDateId: dateId },
    paymentType: "full",
    paymentAmount: 24_900,
    userDetails: { ...customer, fullName, email },
  });
  return { ...booking, email };
}

/** Three learners (and one who cancelled) on a date whose first day was yesterday. */
async function scene() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900, siaLicenceLinked: true });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 10) });
  const cara = await learnerOn(course.id, date.id, "Cara Clark");
  const abe = await learnerOn(course.id, date.id, "Abe Adams");
  const ben = await learnerOn(course.id, date.id, "Ben Brown");
  const gone = await learnerOn(course.id, date.id, "Gil Gone");
  await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, gone.id));
  await db
    .update(availableDates)
    .set({ date: addDays(today, -1) })
    .where(eq(availableDates.id, date.id));
  return { course, date, abe, ben, cara, gone, path: `/dates/date/${date.id}/results` };
}

const resultEmails = () =>
  site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "result-%")).orderBy(emailOutbox.toAddress);
const resultOf = async (id: string) =>
  (await site.app.ctx.db.select({ result: bookings.result }).from(bookings).where(eq(bookings.id, id)))[0]!.result;

describe("results for a whole date", () => {
  it("lists the date's confirmed learners by name, and saves each result with one e-mail per learner", async () => {
    const { abe, ben, cara, date, path } = await scene();
    const listed = await site.admin.get<DateResults>(path);
    expect(listed).toMatchObject({ courseTitle: "SIA Door Supervisor", startDate: addDays(today, -1), started: true });
    expect(listed.learners).toEqual([
      { bookingId: abe.id, reference: abe.reference, name: "Abe Adams", result: null },
      { bookingId: ben.id, reference: ben.reference, name: "Ben Brown", result: null },
      { bookingId: cara.id, reference: cara.reference, name: "Cara Clark", result: null },
    ]);

    const saved = await site.admin.send("POST", path, {
      results: [
        { bookingId: abe.id, result: "passed" },
        { bookingId: ben.id, result: "not-passed" },
        { bookingId: cara.id, result: "did-not-attend" },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ changed: 3, unchanged: 0 });
    expect((await resultEmails()).map((email) => [email.toAddress, email.subject])).toEqual([
      [abe.email, "You passed: SIA Door Supervisor"],
      [ben.email, "Your result and your free retake: SIA Door Supervisor"],
      [cara.email, "We missed you: SIA Door Supervisor"],
    ]);
    const [logged] = await site.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "date.results"), eq(auditLog.recordId, date.id)));
    expect(logged!.summary).toMatch(/: 3 learners e-mailed \(1 passed, 1 not passed, 1 did not attend\), 0 unchanged$/);

    // Save again with one correction: only that learner hears again.
    const again = await site.admin.send("POST", path, {
      results: [
        { bookingId: abe.id, result: "passed" },
        { bookingId: ben.id, result: "passed" },
        { bookingId: cara.id, result: "did-not-attend" },
      ],
    });
    expect(await again.json()).toEqual({ changed: 1, unchanged: 2 });
    const emails = await resultEmails();
    expect(emails).toHaveLength(4);
    expect(emails.filter((email) => email.toAddress === ben.email).map((email) => email.subject)).toContain(
      "You passed: SIA Door Supervisor",
    );
  });

  it("changes nothing when one chosen learner is not booked on the date", async () => {
    const { abe, gone, path } = await scene();
    const refused = await site.admin.send("POST", path, {
      results: [
        { bookingId: abe.id, result: "passed" },
        { bookingId: gone.id, result: "passed" },
      ],
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "Someone chosen is no longer booked on this date: reload the page and try again.",
    });
    expect(await resultOf(abe.id)).toBeNull();
    expect(await resultEmails()).toEqual([]);
  });

  it("is refused before the course has started, and for bad input", async () => {
    const db = site.app.ctx.db;
    const course = await insertCourse(db, { price: 24_900 });
    const run = await insertInstance(db, { courseId: course.id, startDate: addDays(today, 3) });
    const booking = await bookAndPayThroughApi(site.app, {
      courseId: course.id,
      date: { instanceId: run.id },
      paymentType: "full",
      paymentAmount: 24_900,
    });
    const path = `/dates/instance/${run.id}/results`;
    expect(await site.admin.get<DateResults>(path)).toMatchObject({ started: false });
    const early = await site.admin.send("POST", path, { results: [{ bookingId: booking.id, result: "passed" }] });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: "A result can be recorded once the course has started." });
    expect(await resultOf(booking.id)).toBeNull();

    const none = await site.admin.send("POST", path, { results: [] });
    expect(none.status).toBe(400);
    expect(await fieldErrorsOf(none)).toEqual({ results: ["Please choose a result for at least one learner"] });
    const twice = await site.admin.send("POST", path, {
      results: [
        { bookingId: booking.id, result: "passed" },
        { bookingId: booking.id, result: "not-passed" },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await site.admin.send("POST", `/dates/elsewhere/${run.id}/results`, { results: [] })).status).toBe(404);
    expect(await resultEmails()).toEqual([]);
  });
});
