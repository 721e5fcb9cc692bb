// Walkthrough M5 (issue 21): recording a result told the learner nothing. Now each result recorded e-mails them in
// the same transaction: 'not passed' with the free retake on their booking page, 'passed' with what comes next, 'did
// not attend' with how to rebook. The same result again sends nothing; a corrected one sends the new message only.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookingEvents, emailOutbox } from "#db/schema";
import { addDays, addMonths, formatDate, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer, moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { messageStillTrue } from "../life-cycle/booking-messages.server";

const site = setUpTestApp({ admin: true });
const today = londonToday();

/** A learner on an SIA course whose first day was two days ago. */
async function started() {
  const { date, booking } = await paidLearnerOnNewDate(site.app, {
    course: {
      slug: "door-supervisor",
      title: "SIA Door Supervisor",
      siaLicenceLinked: true,
      awardingBody: "Highfield",
    },
  });
  const firstDay = addDays(today, -2);
  await moveDateTo(site.app.ctx.db, date.id, firstDay);
  return { booking, firstDay };
}

const record = (id: string, result: string) => site.admin.send("POST", `/bookings/${id}/result`, { result });
const resultEmails = (bookingId: string) =>
  site.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, "result-%")))
    .orderBy(emailOutbox.createdAt);

describe("recording a result e-mails the learner", () => {
  it("'not passed': the free retake link, once, in the result's transaction, on the timeline and in the log", async () => {
    const { booking, firstDay } = await started();
    expect((await record(booking.id, "not-passed")).status).toBe(200);
    const [email, ...more] = await resultEmails(booking.id);
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      toAddress: customer.email,
      subject: "Your result and your free retake: SIA Door Supervisor",
      status: "pending",
    });
    expect(email!.kind).toMatch(/^result-not-passed:\d+$/);
    expect(email!.text).toContain(`starting by ${formatDate(addMonths(firstDay, 6))}`);
    // The link to their booking page, where the free retake is booked (minted when the message is sent).
    expect(email!.text).toMatch(/Book your free retake https?:\/\/\S+\/my-booking\/\S+/);

    // The same result again sends nothing more.
    expect((await record(booking.id, "not-passed")).status).toBe(200);
    expect(await resultEmails(booking.id)).toHaveLength(1);
    const timeline = await site.app.ctx.db
      .select({ text: bookingEvents.text })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id));
    expect(timeline.filter((event) => event.text.startsWith("Result recorded"))).toHaveLength(1);
    expect(timeline.map((event) => event.text)).toContainEqual(expect.stringMatching(/^Result \(Not passed\) e-mail/));
    const logged = await site.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "booking.result"));
    expect(logged).toEqual([
      expect.objectContaining({ recordId: booking.id, before: { result: null }, after: { result: "not-passed" } }),
    ]);
  });

  it("'passed' after a correction: the new message only, and the overtaken one is not sent", async () => {
    const { booking } = await started();
    await record(booking.id, "not-passed");
    await record(booking.id, "passed");
    const [first, second] = await resultEmails(booking.id);
    expect(second!.subject).toBe("You passed: SIA Door Supervisor");
    expect(second!.text).toContain("Apply for an SIA licence");
    expect(second!.text).toContain("awarded by the awarding body (Highfield)");
    // Still queued when staff corrected it: the 'not passed' message is no longer true, the new one is.
    expect(await messageStillTrue(site.app.ctx.db, first!)).toBe(false);
    expect(await messageStillTrue(site.app.ctx.db, second!)).toBe(true);
  });

  it("'did not attend': how to book another date or reach the academy", async () => {
    const { booking } = await started();
    await record(booking.id, "did-not-attend");
    const [email] = await resultEmails(booking.id);
    expect(email!.subject).toBe("We missed you: SIA Door Supervisor");
    expect(email!.text).toContain("/courses/door-supervisor");
    expect(email!.text).toContain("did not attend SIA Door Supervisor");
  });

  it("sends nothing when the result is refused before the course has started", async () => {
    const { booking } = await paidLearnerOnNewDate(site.app);
    const early = await record(booking.id, "passed");
    expect(early.status).toBe(409);
    expect(await resultEmails(booking.id)).toEqual([]);
  });
});
