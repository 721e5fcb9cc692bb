// Staff read and correct a booking's learner (issue 23): checked by the customer's schema, at any time (after the
// course too), named on the booking's history with who did it; the consent stays the learner's.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingEvents, learners } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { fieldErrorsOf } from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

async function startedRefresherBooking() {
  const { booking, date } = await paidLearnerOnNewDate(site.app, {
    course: { title: "Security Officer Refresher", siaLicenceLinked: true },
    daysAway: 20,
  });
  await moveDateTo(db(), date.id, addDays(londonToday(), -1));
  return booking;
}

describe("/api/admin/bookings/{id}/learner", () => {
  it("lets staff correct the learner's details after the course started, and says who on the history", async () => {
    const booking = await startedRefresherBooking();
    const before = await site.admin.get<{ shown: { label: string; value: string }[]; lockedBecause: null }>(
      `/bookings/${booking.id}/learner`,
    );
    expect(before.lockedBecause).toBeNull();
    expect(before.shown).toContainEqual({ label: "SIA licence number", value: "Not given yet" });
    const response = await site.admin.send("PUT", `/bookings/${booking.id}/learner`, {
      fullName: "Sam J. Taylor",
      dateOfBirth: "1988-10-02",
      siaLicenceNumber: "1111222233334444",
      siaLicenceExpiresOn: "2027-01-31",
      remindersConsent: true,
    });
    expect(response.status).toBe(200);
    const [learner] = await db().select().from(learners).where(eq(learners.bookingId, booking.id));
    expect(learner).toMatchObject({
      fullName: "Sam J. Taylor",
      dateOfBirth: "1988-10-02",
      siaLicenceNumber: "1111222233334444",
      siaLicenceExpiresOn: "2027-01-31",
      // Not staff's to give.
      remindersConsentAt: null,
    });
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    const event = events.find((row) => row.kind === "learner-details-changed")!;
    expect(event.text).toMatch(
      /^admin\w+ changed the learner's full name, date of birth, SIA licence number and SIA licence expiry date$/,
    );
  });

  it("refuses what the customer's form refuses, and is for staff only", async () => {
    const booking = await startedRefresherBooking();
    const refused = await site.admin.send("PUT", `/bookings/${booking.id}/learner`, {
      fullName: "Sam Taylor",
      dateOfBirth: "2030-01-01",
      siaLicenceNumber: "12",
      siaLicenceExpiresOn: "2027-01-31",
    });
    expect(Object.keys(await fieldErrorsOf(refused))).toEqual(["dateOfBirth", "siaLicenceNumber"]);
    expect((await site.app.fetch(`/api/admin/bookings/${booking.id}/learner`)).status).toBe(401);
  });
});
