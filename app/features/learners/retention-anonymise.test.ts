// The retention schedule's second period (issue 23, decision 025): a person is anonymised 6 years after their last
// booking's course ended, by the daily sweep at 03:30 London, under a controlled clock; once, however often or from
// however many runners it runs; someone with a newer booking, or money still owed, is kept. Before, nobody was.
import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { auditLog, bookings, learners, offlinePlaces, people } from "#db/schema";
import { finishedPriyaScene } from "#test/support/erasure-scene";
import { insertAvailableDate, insertBooking } from "#test/support/factories";
import { runRetentionAt } from "#test/support/retention-sweep";
import { useTestDatabase } from "#test/support/test-database";
import { detailsKeptAfter } from "./retention.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const customerNamed = (fullName: string, email: string) => ({ fullName, email, phone: "", address: "", postcode: "" });

const nameOnBooking = async (reference: string) =>
  (await db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!.userDetails.fullName;

const erasures = () => db.select().from(auditLog).where(eq(auditLog.action, "person.erase"));

describe("anonymising people 6 years after their last booking", () => {
  it.each([
    ["2031-03-06", "2025-03-06"],
    ["2032-02-29", "2026-02-28"],
  ])("on %s, people whose last course ended before %s are past their 6 years", (today, cutoff) => {
    expect(detailsKeptAfter(today)).toBe(cutoff);
  });

  it("anonymises at 03:30 London the day after the 6 years end, once, and keeps those with a newer booking", async () => {
    // Priya's (and Sam's) course ran 4 and 5 March 2025; Jo booked the same then and again in 2026.
    const { course, date, booking, other, personId } = await finishedPriyaScene(db);
    await insertBooking(db, {
      reference: "TV-JOOLD234",
      courseId: course.id,
      availableDateId: date.id,
      status: "confirmed",
      userDetails: customerNamed("Jo Old", "jo@example.com"),
    });
    const later = await insertAvailableDate(db, { courseId: course.id, date: "2026-01-10" });
    await insertBooking(db, {
      courseId: course.id,
      availableDateId: later.id,
      status: "confirmed",
      userDetails: customerNamed("Jo Old", "JO@example.com"),
    });
    // A place booked offline with a name and no address, on the same old date.
    const [place] = await db
      .insert(offlinePlaces)
      .values({ availableDateId: date.id, fullName: "Kim Paper", phone: "01865 000000" })
      .returning();
    await db.insert(learners).values({ offlinePlaceId: place!.id, fullName: "Kim Paper", dateOfBirth: "1980-01-01" });

    await runRetentionAt(db, "2031-03-06", "03:29");
    expect(await nameOnBooking(booking.reference)).toBe("Priya Shah");

    // 6 March 2031: the last day, 5 March 2025, has had its 6 years.
    await Promise.all([runRetentionAt(db, "2031-03-06", "03:30"), runRetentionAt(db, "2031-03-06", "03:30")]);
    expect(await nameOnBooking(booking.reference)).toBe("Erased");
    expect(await nameOnBooking(other.reference)).toBe("Erased");
    expect(await nameOnBooking("TV-JOOLD234")).toBe("Jo Old");
    const [person] = await db.select().from(people).where(eq(people.id, personId));
    expect(person!.email).toMatch(/@erased\.invalid$/);
    const [unaddressed] = await db.select().from(offlinePlaces).where(eq(offlinePlaces.id, place!.id));
    expect(unaddressed).toEqual(expect.objectContaining({ fullName: null, phone: null }));
    expect(await db.select().from(learners).where(isNull(learners.anonymisedAt))).toEqual([]);

    const logged = await erasures();
    expect(logged).toHaveLength(2);
    expect(logged.map((entry) => entry.actor)).toEqual(["system", "system"]);
    expect(logged[0]!.summary).toBe(
      "Erased this person's personal details: the retention schedule (6 years after their last booking)",
    );

    // The next days find nobody new: nothing is done twice.
    await runRetentionAt(db, "2031-03-07", "03:30");
    expect(await erasures()).toHaveLength(2);
  });

  it("keeps, and logs, a person who still owes money 6 years on", async () => {
    const course = (await finishedPriyaScene(db)).course;
    const date = await insertAvailableDate(db, { courseId: course.id, date: "2024-06-01" });
    await insertBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
      status: "confirmed",
      paymentType: "deposit",
      paymentAmount: 5_000,
      userDetails: customerNamed("Ola Owes", "ola@example.com"),
    });
    await runRetentionAt(db, "2031-06-01", "04:00");
    const [owing] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.availableDateId, date.id)));
    expect(owing!.userDetails.fullName).toBe("Ola Owes");
    expect(await erasures()).toHaveLength(2);
  });
});
