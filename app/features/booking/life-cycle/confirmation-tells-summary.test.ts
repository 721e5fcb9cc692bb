// The confirmation tells what the booking's summary says (issue 21): every field of the e-mail comes from the one
// summary the booking page, the success page and the calendar file read, in one style (L12), so none can drift.
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { formatCourseDays } from "#app/shared/date-span";
import { formatPoundsExact } from "#app/shared/money";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse, insertVenue } from "#test/support/factories";
import type { BookingSummary } from "../booking-summary";
import { whatToBring } from "../what-to-bring";

const site = setUpTestApp();

describe("the confirmation of a deposit booking", () => {
  it("says, field by field, what the booking's summary says", async () => {
    const db = site.app.ctx.db;
    const venue = await insertVenue(db, { name: "Reading", address: "Reading Training Rooms, 10 Station Road" });
    const course = await insertCourse(db, { title: "SIA Security Officer", price: 24_900, siaLicenceLinked: true });
    const first = addDays(londonToday(), 40);
    const date = await insertAvailableDate(db, {
      courseId: course.id,
      date: first,
      venueId: venue.id,
      location: "Reading",
      courseDays: [first, addDays(first, 1)],
    });
    const booking = await bookAndPayThroughApi(site.app, {
      courseId: course.id,
      date: { availableDateId: date.id },
      paymentType: "deposit",
      paymentAmount: 10_000,
    });
    const summary = (await (
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)
    ).json()) as BookingSummary;
    const confirmation = (await db.select().from(emailOutbox)).find(
      (row) => row.bookingId === booking.id && row.kind === "booking-confirmation",
    )!;

    const fields = {
      "Booking reference": summary.reference,
      Course: summary.courseTitle,
      Dates: formatCourseDays(summary.days),
      Venue: summary.venueAddress,
      "Amount paid": formatPoundsExact(summary.amountHeld),
      "Balance due": `${formatPoundsExact(summary.balanceDue)} by ${formatDate(summary.balanceDueDate!)}`,
    };
    for (const [label, value] of Object.entries(fields)) expect(confirmation.text).toContain(`${label}: ${value}`);
    expect(fields).toMatchObject({
      Dates: formatCourseDays([first, addDays(first, 1)]),
      Venue: "Reading Training Rooms, 10 Station Road",
      "Amount paid": "£100",
      "Balance due": `£149 by ${formatDate(addDays(first, -7))}`,
    });
    for (const item of whatToBring(summary, summary.startDate)) expect(confirmation.text).toContain(item);
  });
});
