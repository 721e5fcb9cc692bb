// A course date's learners as a CSV for the awarding body's upload (issue 23): the columns it needs, one row per seat
// (online bookings and named places booked offline, never a cancelled booking), quoted and formula-safe; staff only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learners, offlinePlaces } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { addLearnerForBooking, matchOfflinePlaceLearner } from "./learner-records.server";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

const person = (fullName: string, email: string) => ({
  fullName,
  email,
  phone: "07700900123",
  address: "1 High Street, Oxford",
  postcode: "OX1 1AA",
});

async function bookedLearner(
  date: { courseId: string; instanceId?: string; availableDateId?: string },
  fullName: string,
  email: string,
  status: "confirmed" | "cancelled" = "confirmed",
  details: Partial<typeof learners.$inferInsert> = {},
) {
  const booking = await insertBooking(db(), { ...date, status, userDetails: person(fullName, email) });
  await addLearnerForBooking(db(), booking);
  if (Object.keys(details).length > 0) {
    await db().update(learners).set(details).where(eq(learners.bookingId, booking.id));
  }
  return booking;
}

/** A top-up run on 7–8 December 2026 at Reading Hub: two online learners, one cancelled, one place booked offline. */
async function scene() {
  const course = await insertCourse(db(), { title: "Door Supervisor Top-Up Refresher", siaLicenceLinked: true });
  const venue = await insertVenue(db(), { name: "Reading Hub", address: "2 Kings Road, Reading RG1 3AA" });
  const run = await insertInstance(db(), {
    courseId: course.id,
    startDate: "2026-12-07",
    endDate: "2026-12-08",
    days: ["Mon", "Tue"],
    courseDays: ["2026-12-07", "2026-12-08"],
    venueId: venue.id,
    location: "Reading",
  });
  const onRun = { courseId: course.id, instanceId: run.id };
  const zoe = await bookedLearner(onRun, "Zoë O'Brien, Jr", "zoe@example.com", "confirmed", {
    dateOfBirth: "1990-03-27",
    siaLicenceNumber: "1234567890123456",
  });
  // A name a spreadsheet would run as a formula, and one with a quote.
  const amir = await bookedLearner(onRun, '=HYPERLINK("http://evil.example","Amir")', "amir@example.com");
  await bookedLearner(onRun, "Carl Cancelled", "carl@example.com", "cancelled");
  const [place] = await db().insert(offlinePlaces).values({ instanceId: run.id, fullName: "Beth Walker" }).returning();
  await matchOfflinePlaceLearner(db(), place!);
  return { run, zoe, amir };
}

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(0, -1);

describe("GET /api/admin/dates/{kind}/{id}/learners.csv", () => {
  it("has a row per learner with the columns the awarding body needs, offline places too, cancelled bookings not", async () => {
    const { run, zoe, amir } = await scene();
    const response = await site.admin.send("GET", `/dates/instance/${run.id}/learners.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=learners-door-supervisor-top-up-refresher-2026-12-07.csv",
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark makes Excel read UTF-8 (Zoë).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(lines(csv)).toEqual([
      "Full name,Date of birth,Email,Course,First day,Last day,Venue,SIA licence number,Booking reference",
      // Sorted by name: the formula's quote sorts first. A leading '=' is made plain text with a quote.
      `"'=HYPERLINK(""http://evil.example"",""Amir"")",,amir@example.com,Door Supervisor Top-Up Refresher,2026-12-07,2026-12-08,Reading Hub,,${amir.reference}`,
      "Beth Walker,,,Door Supervisor Top-Up Refresher,2026-12-07,2026-12-08,Reading Hub,,",
      `"Zoë O'Brien, Jr",1990-03-27,zoe@example.com,Door Supervisor Top-Up Refresher,2026-12-07,2026-12-08,Reading Hub,1234567890123456,${zoe.reference}`,
    ]);
  });

  it("answers a legacy date's learners, and a header only for a date without any", async () => {
    const course = await insertCourse(db(), { title: "Emergency First Aid at Work" });
    const date = await insertAvailableDate(db(), { courseId: course.id, date: "2026-12-14" });
    const empty = await site.admin.send("GET", `/dates/date/${date.id}/learners.csv`);
    expect(empty.status).toBe(200);
    expect(lines(await empty.text())).toHaveLength(1);
    const booking = await bookedLearner(
      { courseId: course.id, availableDateId: date.id },
      "Dee Jones",
      "dee@example.com",
    );
    const csv = await (await site.admin.send("GET", `/dates/date/${date.id}/learners.csv`)).text();
    expect(lines(csv)[1]).toMatch(
      new RegExp(`^Dee Jones,,dee@example.com,Emergency First Aid at Work,2026-12-14,.*,${booking.reference}$`),
    );
  });

  it("answers 404 for an unknown date and refuses a visitor who is not staff", async () => {
    expect((await site.admin.send("GET", `/dates/instance/${crypto.randomUUID()}/learners.csv`)).status).toBe(404);
    expect((await site.admin.send("GET", `/dates/week/${crypto.randomUUID()}/learners.csv`)).status).toBe(404);
    const { run } = await scene();
    const anonymous = await site.app.fetch(`/api/admin/dates/instance/${run.id}/learners.csv`);
    expect(anonymous.status).toBe(401);
  });
});
