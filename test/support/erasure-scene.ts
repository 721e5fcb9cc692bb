// Priya of the people pages' tests (people-scene.ts) once her course is over, with something in every table that can
// hold her details: a paid and part-refunded booking, her learner record with a date of birth, register mark, identity
// check, first aid evidence and achievement, staff notes, a timeline line, a payment note and an audit entry naming
// her, her place booked offline, a 'Find my booking' job. For the erasure and retention tests (issue 23).
import { eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  achievements,
  auditLog,
  availableDates,
  bookingEvents,
  bookings,
  jobs,
  learners,
  offlinePlaces,
  payments,
  staffNotes,
} from "#db/schema";
import { ensurePerson } from "#app/features/people/people.server";
import { priyaLearnerRecord, priyaShahScene } from "./people-scene";

/** Everything Priya gave, as it must appear nowhere after her erasure. */
export const PRIYA_DETAILS = [
  "Priya",
  "Shah",
  "priya.shah@example.com",
  "07700 900 555",
  "900555",
  "Mill Road",
  "RG1 1AA",
];

/** Her course ran on `day` (and the day after: the test course lasts 2 days). */
export async function finishedPriyaScene(db: Executor, day = "2025-03-04") {
  const scene = await priyaShahScene(db);
  const { booking, date } = scene;
  await db.update(availableDates).set({ date: day }).where(eq(availableDates.id, date.id));
  // Moved to a cheaper date, £50 less, and the difference refunded: paid £200, refunded £50, owes nothing.
  await db.update(bookings).set({ totalPrice: 15_000 }).where(eq(bookings.id, booking.id));
  const [paid] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await db.update(payments).set({ note: "Paid by Priya Shah's employer" }).where(eq(payments.id, paid!.id));
  await db.insert(payments).values({
    bookingId: booking.id,
    kind: "refund",
    amount: 5_000,
    provider: "test",
    state: "succeeded",
    refundOf: paid!.id,
    reason: "Moved to a cheaper date",
    settledAt: new Date(),
  });

  const learnerId = await priyaLearnerRecord(db, booking, day, "Priya's bus");
  await db
    .update(learners)
    .set({ siaLicenceNumber: "1234567890123456", remindersConsentAt: new Date() })
    .where(eq(learners.id, learnerId));
  const personId = await ensurePerson(db, "priya.shah@example.com");
  await db
    .insert(achievements)
    .values({ personId, learnerId, kind: "first-aid", achievedOn: day, expiresOn: "2028-03-05" });

  await db.insert(staffNotes).values([
    { bookingId: booking.id, body: "Asked for a ground-floor room", author: "office" },
    { personId, body: "Priya prefers e-mail", author: "office" },
  ]);
  await db
    .insert(bookingEvents)
    .values({ bookingId: booking.id, kind: "note", text: "Called Priya Shah on 07700 900 555" });
  await db
    .update(offlinePlaces)
    .set({ email: "priya.shah@example.com", note: "Invoice to Priya" })
    .where(eq(offlinePlaces.availableDateId, date.id));
  await db.insert(auditLog).values({
    actor: "office",
    action: "booking.update",
    recordType: "booking",
    recordId: booking.id,
    summary: "Updated booking TV-PRSH2345 (Priya Shah)",
    before: { userDetails: { ...booking.userDetails, phone: "07700 000000" } },
    after: { userDetails: booking.userDetails },
  });
  await db.insert(jobs).values({ kind: "find-booking", status: "done", payload: { email: "Priya.Shah@Example.com" } });
  return { ...scene, personId, learnerId };
}
