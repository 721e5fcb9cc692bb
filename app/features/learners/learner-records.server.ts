// Learners (issue 23, decision 025): the person in each seat, written in the same transaction as the seat. A booking's
// learner is its customer today (issue 24 gives a booking several); a place booked offline has one once it is named.
import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courses, learners, offlinePlaces, type Booking, type Learner, type OfflinePlace } from "#db/schema";
import type { FirstAidDeclaration } from "./first-aid-rule";

/** A course date: a run of the schedule (instance) or a legacy available date. */
export type CourseDateRef = { kind: "instance" | "available-date"; id: string };

/** What the learner told us at booking (issue 23): their first aid declaration and consent to renewal reminders. */
export type LearnerAtBooking = {
  firstAid?: FirstAidDeclaration;
  remindersConsent?: boolean;
  /** The seat's price in pence (issue 24). */
  price?: number;
};

/** The learner of a booking just made: its customer, with what they declared in the booking dialog. */
export async function addLearnerForBooking(
  tx: Executor,
  booking: Pick<Booking, "id" | "userDetails">,
  told: LearnerAtBooking = {},
): Promise<void> {
  const { firstAid } = told;
  await tx.insert(learners).values({
    bookingId: booking.id,
    fullName: booking.userDetails.fullName,
    email: booking.userDetails.email,
    ...(told.price !== undefined && { price: told.price }),
    ...(firstAid && firstAidColumns(firstAid)),
    ...(told.remindersConsent && { remindersConsentAt: sql`now()` as unknown as Date }),
  });
}

const firstAidColumns = (firstAid: FirstAidDeclaration) => ({
  firstAidQualification: firstAid.qualification,
  firstAidIssuedBy: firstAid.qualification === "none" ? null : firstAid.issuedBy,
  firstAidIssuedOn: firstAid.qualification === "none" ? null : firstAid.issuedOn,
});

/** Records a first aid declaration on the learners picked: a booking's, or one learner of a group. */
async function declareFirstAid(tx: Executor, which: SQL, firstAid: FirstAidDeclaration): Promise<void> {
  await tx
    .update(learners)
    .set({ ...firstAidColumns(firstAid), updatedAt: new Date() })
    .where(which);
}

/** The declaration of a booking's learner, given after the seat was held (a waiting-list offer accepted, issue 23). */
export const declareFirstAidOfBooking = (tx: Executor, bookingId: string, firstAid: FirstAidDeclaration) =>
  declareFirstAid(tx, eq(learners.bookingId, bookingId), firstAid);

/** The declaration of one learner of a group booking, given on their own page (issue 24). */
export const declareFirstAidOfLearner = (tx: Executor, learnerId: string, firstAid: FirstAidDeclaration) =>
  declareFirstAid(tx, eq(learners.id, learnerId), firstAid);

/**
 * Whether a booking is a seat on a course that needs a first aid certificate whose learner has declared nothing: a
 * waiting-list seat held before offers asked the question (issue 23). Such a seat is not paid for until they answer.
 */
export async function awaitsFirstAidDeclaration(tx: Executor, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: learners.id })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .innerJoin(learners, eq(learners.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.id, bookingId),
        // A group's learners each declare on their own page (issue 24): its first payment does not wait for them.
        eq(bookings.seats, 1),
        eq(courses.needsFirstAidCertificate, true),
        sql`${learners.firstAidQualification} is null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A free retake's learner: the same person as the original booking's, with what they told us then; the retake's
 * customer when the original has none (a booking inserted without one, as the tests' factories do).
 */
export async function addLearnerForRetake(
  tx: Executor,
  retake: Pick<Booking, "id" | "userDetails">,
  originalId: string,
): Promise<void> {
  const [original] = await tx.select().from(learners).where(eq(learners.bookingId, originalId));
  if (!original) return addLearnerForBooking(tx, retake);
  const {
    id: _id,
    bookingId: _bookingId,
    offlinePlaceId: _placeId,
    createdAt: _at,
    updatedAt: _up,
    ...person
  } = original;
  // The retake is one seat: its learner is its first, whatever seat they had in a group (issue 24).
  await tx
    .insert(learners)
    .values({ ...person, bookingId: retake.id, position: 1, releasedAt: null, replacedBy: null });
}

/** A place booked offline has a learner while it has a name: made, renamed or removed with the place's details. */
export async function matchOfflinePlaceLearner(
  tx: Executor,
  place: Pick<OfflinePlace, "id" | "fullName" | "email">,
): Promise<void> {
  if (!place.fullName) {
    await tx.delete(learners).where(eq(learners.offlinePlaceId, place.id));
    return;
  }
  const details = { fullName: place.fullName, email: place.email };
  await tx
    .insert(learners)
    .values({ offlinePlaceId: place.id, ...details })
    .onConflictDoUpdate({ target: learners.offlinePlaceId, set: { ...details, updatedAt: new Date() } });
}

/** The learners in a date's seats, by name: those of its confirmed bookings and of its named offline places. */
export async function learnersOfDate(db: Executor, date: CourseDateRef): Promise<Learner[]> {
  const onDate = date.kind === "instance" ? "instanceId" : "availableDateId";
  const rows = await db
    .select({ learner: learners })
    .from(learners)
    .leftJoin(bookings, eq(bookings.id, learners.bookingId))
    .leftJoin(offlinePlaces, eq(offlinePlaces.id, learners.offlinePlaceId))
    .where(
      and(
        or(and(eq(bookings[onDate], date.id), eq(bookings.status, "confirmed")), eq(offlinePlaces[onDate], date.id)),
        // A group's learner cancelled out of it, or replaced by another (issue 24), no longer holds the seat.
        isNull(learners.releasedAt),
        isNull(learners.replacedBy),
      ),
    )
    .orderBy(asc(sql`lower(${learners.fullName})`), asc(learners.id));
  return rows.map((row) => row.learner);
}
