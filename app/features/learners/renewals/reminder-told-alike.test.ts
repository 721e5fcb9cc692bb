// A renewal reminder read side by side with the booking page and the calendar file of the same learner (issue 23):
// the course's name, its last day (from which the certificate's expiry runs) and the link to its dates agree.
import { randomBytes } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, learners } from "#db/schema";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { bookingPageView } from "#app/features/booking/booking-page/booking-page.server";
import { bookingCalendarFile } from "#app/features/booking/life-cycle/confirmation-email.server";
import { addDays, addMonths, formatDate, londonToday } from "#app/shared/dates";
import { londonInstant } from "#app/shared/london-clock";
import { setUpTestApp } from "#test/support/app-fixture";
import { moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { createLogger } from "#server/logger";
import { RENEWAL_SWEEP, renewalReminderHandlers } from "./renewal-reminders.server";

const site = setUpTestApp({ admin: true });
const key = randomBytes(32);

/** The daily sweep and its jobs at 09:00 London on `day`: the clock is controlled, years pass before a reminder. */
const runOn = (day: string) =>
  startJobRunner({
    db: site.app.ctx.db,
    logger: createLogger("silent"),
    sweeps: [RENEWAL_SWEEP],
    handlers: renewalReminderHandlers({ site: site.app.ctx.site, unsubscribeKey: () => key }),
    now: () => londonInstant(day, "09:00"),
    autoStart: false,
  }).runOnce();

describe("a first aid renewal reminder beside the booking page and the calendar file", () => {
  it("names the same course, counts from the same last day and links to that course's dates", async () => {
    const db = site.app.ctx.db;
    const { date, booking } = await paidLearnerOnNewDate(site.app, {
      course: { slug: "efaw", title: "Emergency First Aid at Work (EFAW)", durationDays: 1 },
    });
    await moveDateTo(db, date.id, addDays(londonToday(), -2));
    expect((await site.admin.send("POST", `/bookings/${booking.id}/result`, { result: "passed" })).status).toBe(200);
    await db.update(learners).set({ remindersConsentAt: new Date() }).where(eq(learners.bookingId, booking.id));

    const summary = (await getBookingSummary(db, { id: booking.id }))!;
    const page = await bookingPageView(db, summary, site.app.ctx.site);
    const calendar = bookingCalendarFile(summary, site.app.ctx.site).replace(/\r\n[ \t]/g, "");
    const lastDay = page.days.at(-1)!.date;
    // The calendar's all-day event ends the day after the last day (RFC 5545 DTEND is exclusive).
    expect(calendar).toContain(`DTEND;VALUE=DATE:${addDays(lastDay, 1).replaceAll("-", "")}`);
    expect(calendar).toContain(`SUMMARY:${page.courseTitle} (${site.app.ctx.site.name})`);

    const expiry = addMonths(lastDay, 36);
    await runOn(addDays(expiry, -90));
    const [reminder] = await db.select().from(emailOutbox).where(like(emailOutbox.kind, "renewal-reminder:%"));
    expect(reminder!.subject).toBe(`Your first aid certificate expires on ${formatDate(expiry)}`);
    const text = reminder!.text.replace(/\s+/g, " ");
    expect(text).toContain(`See the next dates of ${page.courseTitle}`);
    expect(text).toContain(`${site.app.ctx.site.url}/courses/${page.courseSlug}#dates`);
    expect(reminder!.toAddress).toBe(summary.userDetails.email);
    expect(text).toContain(`Dear ${summary.userDetails.fullName},`);
  });
});
