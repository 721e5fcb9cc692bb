// One person, Priya Shah, found by her address in every place the office keeps people (issue 21): a booking, a
// waiting-list entry, an enquiry, a place booked offline and an e-mail sent, each with the address written another way;
// and someone else's booking beside hers. For the people pages' tests and the subject access export's.
import { eq } from "drizzle-orm";
import {
  attendance,
  emailOutbox,
  firstAidEvidence,
  identityChecks,
  learners,
  offlinePlaces,
  waitlistEntries,
  type Booking,
} from "#db/schema";
import type { Executor } from "#db/db.server";
import { addLearnerForBooking } from "#app/features/learners/learner-records.server";
import { insertAvailableDate, insertBooking, insertCourse, insertLead } from "./factories";

export async function priyaShahScene(db: Executor) {
  const course = await insertCourse(db, { title: "SIA Door Supervisor" });
  const date = await insertAvailableDate(db, { courseId: course.id, date: "2030-03-04", location: "Reading" });
  const booking = await insertBooking(db, {
    reference: "TV-PRSH2345",
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    userDetails: {
      fullName: "Priya Shah",
      email: "Priya.Shah@Example.com",
      phone: "07700 900 555",
      address: "2 Mill Road",
      postcode: "RG1 1AA",
    },
  });
  const other = await insertBooking(db, { courseId: course.id, availableDateId: date.id, status: "confirmed" });
  await db.insert(waitlistEntries).values({
    courseId: course.id,
    availableDateId: date.id,
    fullName: "Priya Shah",
    email: "priya.shah@example.com",
    emailKey: "priya.shah@example.com",
    phone: "+44 7700 900555",
  });
  const lead = await insertLead(db, {
    fullName: "Priya Shah",
    email: "PRIYA.SHAH@example.com",
    phone: "07700900555",
    message: "Do you run weekend courses?",
  });
  await db
    .insert(offlinePlaces)
    .values({ availableDateId: date.id, fullName: "Priya Shah (invoice)", phone: "07700900555" });
  await db.insert(emailOutbox).values({
    kind: "booking-confirmation",
    bookingId: booking.id,
    toAddress: "priya.shah@example.com",
    subject: "Booking confirmed",
    text: "Hello",
  });
  return { course, date, booking, other, lead };
}

/**
 * Priya's learner record on her booking, as the subject access and erasure tests find it: her date of birth, a late
 * mark on `day`, the identity documents seen and verified first aid evidence. Returns the learner's id.
 */
export async function priyaLearnerRecord(
  db: Executor,
  booking: Pick<Booking, "id" | "userDetails">,
  day: string,
  registerNote?: string,
): Promise<string> {
  await addLearnerForBooking(db, booking);
  const [learner] = await db.select().from(learners).where(eq(learners.bookingId, booking.id));
  await db.update(learners).set({ dateOfBirth: "1990-05-17" }).where(eq(learners.id, learner!.id));
  await db.insert(attendance).values({
    learnerId: learner!.id,
    day,
    status: "late",
    minutesMissed: 15,
    note: registerNote,
    recordedBy: "trainer",
  });
  await db.insert(identityChecks).values({
    learnerId: learner!.id,
    groupA: ["passport"],
    groupB: ["utility-bill", "bank-statement"],
    checkedBy: "trainer",
  });
  await db
    .insert(firstAidEvidence)
    .values({ learnerId: learner!.id, status: "verified", qualification: "efaw", checkedBy: "trainer" });
  return learner!.id;
}
