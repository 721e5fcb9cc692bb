// Issue 21, H2: changing a run's (or a date's) days never moves learners silently. A save that changes the days of a
// date with learners booked is refused with 409 and what would happen, unless staff confirm; the edit dialog asks the
// same function first. Confirmed, each booking is marked, noted, e-mailed the new days with the calendar file (same
// UID, next SEQUENCE), its unsent reminders withdrawn; and the learner may then move free or have everything back.
import { and, eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  bookingEvents,
  bookings,
  courseInstances,
  emailOutbox,
  type EmailOutboxRow,
  type NewCourseInstance,
} from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { cancelsByLinkWithRefund } from "#test/support/cancel-by-link";
import { bookingPageView } from "../booking-page/booking-page.server";
import { getBookingSummary } from "../booking-summary.server";
import { queueScheduledMessage } from "../life-cycle/booking-sweeps.server";
import type { EditImpact } from "./run-change-schema";

const site = setUpTestApp({ admin: true, start: { env: { LOG_LEVEL: "error" } } });

/** A run on Monday 4 and Tuesday 5 March 2030 in Reading, with `fields` for its course, venue and the rest. */
const insertReadingRun = (fields: Partial<NewCourseInstance> & Pick<NewCourseInstance, "courseId">) =>
  insertInstance(site.app.ctx.db, {
    startDate: "2030-03-04",
    endDate: "2030-03-05",
    days: ["Mon", "Tue"],
    courseDays: ["2030-03-04", "2030-03-05"],
    location: "Reading",
    ...fields,
  });

/** A two-day run, Monday 4 and Tuesday 5 March 2030 in Reading, with a learner booked (deposit) and a seat held. */
async function scene() {
  const db = site.app.ctx.db;
  await insertVenue(db, { name: "Oxford", isAcademy: true });
  const reading = await insertVenue(db, { name: "Reading", address: "Unit 4, Station Road, Reading RG1 1AA" });
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900, durationDays: 2 });
  const run = await insertReadingRun({ courseId: course.id, venueId: reading.id, maxSeats: 10 });
  const learner = await bookAndPayThroughApi(site.app, {
    courseId: course.id,
    date: { instanceId: run.id },
    paymentType: "deposit",
    paymentAmount: 10_000,
    userDetails: { ...customer, fullName: "Priya Shah", email: "priya@example.com" },
  });
  const held = await insertBooking(db, {
    courseId: course.id,
    instanceId: run.id,
    userDetails: { ...customer, fullName: "Hal Holding", email: "hal@example.com" },
  });
  return { course, run, reading, learner, held };
}

/** Staff move the run a week later: Monday 11 and Tuesday 12 March. */
const moveAWeek = { startDate: "2030-03-11", endDate: "2030-03-12", courseDays: ["2030-03-11", "2030-03-12"] };

const runRow = async (id: string) =>
  (await site.app.ctx.db.select().from(courseInstances).where(eq(courseInstances.id, id)))[0]!;
const bookingRow = async (id: string) => (await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const emailsOf = (bookingId: string, kind: string) =>
  site.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, kind)));

function calendarEventOf(email: EmailOutboxRow) {
  const file = email.attachments.find((attachment) => attachment.filename.endsWith(".ics"))!;
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file.contentBase64, "base64").toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: String(event.getFirstPropertyValue("dtstart")),
    end: String(event.getFirstPropertyValue("dtend")),
    location: event.getFirstPropertyValue("location"),
  };
}

describe("changing the days of a run with learners booked", () => {
  it("is refused with 409 and what would happen unless staff confirm, and changes nothing (it moved them silently)", async () => {
    const { run, learner } = await scene();
    const before = await runRow(run.id);
    const response = await site.admin.send("PUT", `/course-instances/${run.id}`, moveAWeek);
    expect(response.status).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(
      "New days: 11 to 12 March 2030 (were 4 to 5 March 2030). 1 learner booked: they will be e-mailed the new dates with an updated calendar file and offered a free move to another date or a full refund. 1 seat held awaiting payment: its customer is e-mailed the new dates before paying, and offered the same once booked. Confirm the change to save it.",
    );
    expect(await runRow(run.id)).toEqual(before);
    expect(await bookingRow(learner.id)).toMatchObject({ academyChangedAt: null });
    expect(await emailsOf(learner.id, "course-dates-changed:%")).toEqual([]);
  });

  it("answers the dialog what the save would do, from the same function, saving nothing", async () => {
    const { run } = await scene();
    const before = await runRow(run.id);
    const response = await site.admin.send("POST", `/course-instances/${run.id}/change-impact`, moveAWeek);
    expect(response.status).toBe(200);
    expect((await response.json()) as EditImpact).toMatchObject({
      changesDays: true,
      needsConfirmation: true,
      daysBefore: ["2030-03-04", "2030-03-05"],
      daysAfter: ["2030-03-11", "2030-03-12"],
      learners: 1,
      holds: 1,
      lines: [expect.stringMatching(/^New days: /), expect.stringMatching(/^1 learner booked/), expect.any(String)],
    });
    expect(await runRow(run.id)).toEqual(before);
    expect(await site.app.ctx.db.select().from(auditLog)).toEqual([]);
    // An edit that keeps the days needs nothing.
    const seats = await site.admin.send("POST", `/course-instances/${run.id}/change-impact`, { maxSeats: 12 });
    expect(await seats.json()).toMatchObject({ changesDays: false, needsConfirmation: false, learners: 1, lines: [] });
  });

  it("saves an edit that keeps the days, or a change of days with nobody booked, without asking", async () => {
    const { run } = await scene();
    expect((await site.admin.send("PUT", `/course-instances/${run.id}`, { maxSeats: 12 })).status).toBe(200);
    const empty = await insertReadingRun({ courseId: run.courseId, venueId: run.venueId });
    const moved = await site.admin.send("PUT", `/course-instances/${empty.id}`, moveAWeek);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ startDate: "2030-03-11", courseDays: ["2030-03-11", "2030-03-12"] });
  });

  it("once confirmed, e-mails each learner the new days, the venue and the calendar file (same UID, next SEQUENCE)", async () => {
    const { run, learner, held } = await scene();
    const response = await site.admin.send("PUT", `/course-instances/${run.id}`, {
      ...moveAWeek,
      confirmDateChange: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ startDate: "2030-03-11", endDate: "2030-03-12" });

    const [confirmation] = await emailsOf(learner.id, "booking-confirmation");
    const [changed] = await emailsOf(learner.id, "course-dates-changed:%");
    expect(changed).toMatchObject({
      toAddress: "priya@example.com",
      subject: expect.stringMatching(/^Your course dates have changed: SIA Door Supervisor, 11 to 12 March 2030 \(/),
    });
    for (const body of [changed!.text, changed!.html!]) {
      expect(body).toContain("Monday 11 March 2030, 09:00 to 17:00");
      expect(body).toContain("Tuesday 12 March 2030, 09:00 to 17:00");
      expect(body).toContain("Unit 4, Station Road, Reading RG1 1AA");
      expect(body).toContain("free of charge");
    }
    expect(changed!.text).toContain("It was to run 4 to 5 March 2030");
    expect(changed!.text).toContain("full refund of everything you have paid (£100), deposit included");
    const was = calendarEventOf(confirmation!);
    const now = calendarEventOf(changed!);
    expect(now.uid).toBe(was.uid);
    expect(was.sequence).toBe(0);
    expect(now.sequence).toBe(1);
    expect([now.start, now.end]).toEqual(["2030-03-11", "2030-03-13"]);
    expect(now.location).toBe("Unit 4, Station Road, Reading RG1 1AA");

    // The learner's booking is marked and its timeline says so; the balance falls due a week before the new start.
    expect(await bookingRow(learner.id)).toMatchObject({
      academyChangedAt: expect.any(Date),
      balanceDueDate: "2030-03-04",
      dateChangedAt: null,
    });
    const events = await site.app.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, learner.id));
    expect(events.find((event) => event.kind === "academy-changed-dates")).toMatchObject({
      text: expect.stringMatching(/^The academy \(admin\w+\) changed the course dates to 11 to 12 March 2030 \(were/),
    });

    // The seat held is told before paying, without a calendar file.
    const [toHolder] = await emailsOf(held.id, "course-dates-changed:%");
    expect(toHolder!.text).toContain("We are still holding your seat");
    expect(toHolder!.attachments).toEqual([]);

    // One log row for the edit, with what it changed.
    const [logged] = await site.app.ctx.db.select().from(auditLog).where(eq(auditLog.recordId, run.id));
    expect(logged).toMatchObject({
      action: "instance.change-days",
      summary: expect.stringMatching(/e-mailed 1 learner and 1 holding a seat$/),
      before: expect.objectContaining({ startDate: "2030-03-04" }),
      after: expect.objectContaining({ startDate: "2030-03-11", courseDays: ["2030-03-11", "2030-03-12"] }),
    });
  });

  it("withdraws reminders queued for the old days; the sweep queues them again from the new ones", async () => {
    const db = site.app.ctx.db;
    await insertVenue(db, { name: "Oxford", isAcademy: true });
    const course = await insertCourse(db, { title: "Emergency First Aid", price: 9_500, durationDays: 2 });
    const date = await insertAvailableDate(db, {
      courseId: course.id,
      date: "2030-03-04",
      courseDays: ["2030-03-04", "2030-03-05"],
    });
    const learner = await insertBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
      status: "confirmed",
      confirmedAt: new Date(),
    });
    expect(await queueScheduledMessage(db, learner.id, "joining-instructions", site.app.ctx.site)).toBe(true);
    // The first day stays; the second moves from Tuesday to Wednesday.
    const response = await site.admin.send("PUT", `/available-dates/${date.id}`, {
      courseDays: ["2030-03-04", "2030-03-06"],
      confirmDateChange: true,
    });
    expect(response.status).toBe(200);
    expect(await emailsOf(learner.id, "joining-instructions:%")).toEqual([]);
    expect(await queueScheduledMessage(db, learner.id, "joining-instructions", site.app.ctx.site)).toBe(true);
    const [again] = await emailsOf(learner.id, "joining-instructions:%");
    expect(again!.text).toContain("Wednesday 6 March 2030");
    expect(again!.text).not.toContain("Tuesday 5 March 2030");
  });
});

describe("a booking whose days the academy changed", () => {
  async function changed() {
    const s = await scene();
    const db = site.app.ctx.db;
    // Booked long ago, outside the cooling-off period: by the policy the deposit would be kept.
    await db
      .update(bookings)
      .set({ createdAt: new Date("2029-01-01T10:00:00Z") })
      .where(eq(bookings.id, s.learner.id));
    const dearer = await insertInstance(db, {
      courseId: s.course.id,
      startDate: "2030-04-01",
      endDate: "2030-04-02",
      days: ["Mon", "Tue"],
      courseDays: ["2030-04-01", "2030-04-02"],
      location: "Reading",
      venueId: s.reading.id,
      price: 30_000,
    });
    const saved = await site.admin.send("PUT", `/course-instances/${s.run.id}`, {
      ...moveAWeek,
      confirmDateChange: true,
    });
    expect(saved.status).toBe(200);
    return { ...s, dearer };
  }
  const view = async (token: string, path = "") =>
    (await site.app.fetch(`/api/bookings/by-token/${token}${path}`)).json();

  it("may move to a dearer date free of charge, without using up the learner's own change", async () => {
    const { learner, dearer } = await changed();
    expect(await view(learner.accessToken, "/date-change")).toMatchObject({
      allowed: true,
      options: [
        expect.objectContaining({
          id: dearer.id,
          money: expect.objectContaining({ totalPrice: 24_900, extraOwed: 0 }),
        }),
      ],
    });
    const moved = await postJson(site.app, `/api/bookings/by-token/${learner.accessToken}/date-change`, {
      instanceId: dearer.id,
    });
    expect(moved.status).toBe(200);
    expect(await bookingRow(learner.id)).toMatchObject({
      instanceId: dearer.id,
      totalPrice: 24_900,
      dateChangedAt: null,
      // The move answers the academy's change: the learner's own one change is still theirs.
      academyChangedAt: null,
    });
  });

  it("may cancel with everything back, deposit included, whatever the refund policy", async () => {
    const { learner } = await changed();
    await cancelsByLinkWithRefund(site.app, learner.accessToken, {
      amount: 10_000,
      reason: "We changed your course dates: everything paid (£100) is refunded",
    });
    expect(await bookingRow(learner.id)).toMatchObject({ status: "cancelled", cancelledBy: "customer" });
  });

  it("shows the booking page the change and both choices", async () => {
    const { learner } = await changed();
    const summary = (await getBookingSummary(site.app.ctx.db, { id: learner.id }))!;
    const page = await bookingPageView(site.app.ctx.db, summary, site.app.ctx.site);
    expect(page).toMatchObject({
      academyChanged: expect.stringContaining("We have had to change the dates of this course"),
      dateCancelled: false,
      dateChange: { allowed: true },
      cancellation: { amount: 10_000 },
      days: [expect.objectContaining({ date: "2030-03-11" }), expect.objectContaining({ date: "2030-03-12" })],
    });
  });
});
