// The retention schedule's anonymisation (issue 23, decision 025): a person whose last seat's course ended before the
// cut-off day is anonymised by the same operation as an erasure on request (anonymise-person.server.ts), each in its
// own transaction, which here also blanks the person in their bookings' issued documents (decision 027). Idempotent:
// an anonymised person's records carry an erased address, which no candidate list includes, and a second run that
// meets the same person waits on its row lock and finds it done. A person the refusal rule keeps (money still owed
// years on) is left and logged by id, for staff to settle.
// Places booked offline without an address belong to nobody's page: their names go by the same cut-off.
import { and, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Executor } from "#db/db.server";
import { bookings, documents, learners, offlinePlaces } from "#db/schema";
import { withCourseAndDates } from "#app/features/booking/booking-dates.server";
import type { StaffActor } from "#app/features/audit/audit.server";
import { redactDocumentsOfBookings } from "#app/features/documents/issue-document.server";
import { RETENTION } from "#app/features/learners/regulations";
import { HttpError } from "#app/shared/http-error";
import { ALREADY_ERASED, anonymisePerson } from "./anonymise-person.server";
import { ERASED_NAME, isErasedAddress } from "./erased-address";
import { seatLastDaySql, withPlaceCourseAndDates } from "./erasure-seats.server";
import { ensurePeople } from "./people.server";

const SYSTEM: StaffActor = { username: "system" };
const REASON = `the retention schedule (${RETENTION.personalDetailsYearsAfterLastBooking} years after their last booking)`;

/** Each address with a seat (a booking it made, a place booked offline for it) and its last seat's last day. */
async function lastDayByAddress(db: Executor): Promise<Map<string, string>> {
  const bookingEmail = sql<string>`lower(${bookings.userDetails} ->> 'email')`;
  const booked = await withCourseAndDates(
    db
      .select({ email: bookingEmail, lastDay: sql<string>`max(${seatLastDaySql})` })
      .from(bookings)
      .$dynamic(),
  ).groupBy(bookingEmail);
  const placeEmail = sql<string>`lower(${offlinePlaces.email})`;
  const placed = await withPlaceCourseAndDates(
    db
      .select({ email: placeEmail, lastDay: sql<string>`max(${seatLastDaySql})` })
      .from(offlinePlaces)
      .$dynamic(),
  )
    .where(isNotNull(offlinePlaces.email))
    .groupBy(placeEmail);
  const last = new Map<string, string>();
  for (const { email, lastDay } of [...booked, ...placed]) {
    if (!email || isErasedAddress(email)) continue;
    const known = last.get(email);
    if (!known || lastDay > known) last.set(email, lastDay);
  }
  return last;
}

/** Anonymises everyone whose last seat's course ended before `before`; says who was and who the refusal rule kept. */
export async function anonymiseLapsedPeople(
  db: Database,
  before: string,
  now: Date,
  logger?: Logger,
): Promise<{ anonymised: string[]; kept: string[] }> {
  const lapsed = [...(await lastDayByAddress(db))].filter(([, lastDay]) => lastDay < before).map(([email]) => email);
  const ids = await ensurePeople(db, lapsed);
  const anonymised: string[] = [];
  const kept: string[] = [];
  for (const personId of ids.values()) {
    try {
      await anonymisePerson(db, personId, { actor: SYSTEM, reason: REASON, now, redactDocuments: true });
      anonymised.push(personId);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      if (error.message !== ALREADY_ERASED) {
        kept.push(personId);
        logger?.warn(
          { personId },
          "retention: a person past the period was not anonymised (a course or money unfinished)",
        );
      }
    }
  }
  await anonymiseUnaddressedPlaces(db, before, now);
  await redactDocumentsOfErasedBookings(db, before);
  return { anonymised, kept };
}

/**
 * A booking erased on request keeps its documents as issued, tax records (decision 027), until its own course ended
 * before `before`; then they are blanked as the lapse blanks them. An erased person is never a candidate above (their
 * records carry the erased address), so this is what reaches their documents. Already blanked ones are left alone.
 */
async function redactDocumentsOfErasedBookings(db: Database, before: string): Promise<void> {
  const withDocuments = db.selectDistinct({ bookingId: documents.bookingId }).from(documents);
  const rows = await withCourseAndDates(
    db
      .select({ id: bookings.id, email: sql<string>`${bookings.userDetails} ->> 'email'` })
      .from(bookings)
      .$dynamic(),
  ).where(and(inArray(bookings.id, withDocuments), sql`${seatLastDaySql} < ${before}`));
  const erased = rows.filter((row) => isErasedAddress(row.email)).map((row) => row.id);
  if (erased.length > 0) await db.transaction((tx) => redactDocumentsOfBookings(tx, erased));
}

/** Places booked offline with a name and no address, and their learners, whose course ended before `before`. */
async function anonymiseUnaddressedPlaces(db: Database, before: string, now: Date): Promise<void> {
  const lapsed = withPlaceCourseAndDates(db.select({ id: offlinePlaces.id }).from(offlinePlaces).$dynamic()).where(
    and(isNull(offlinePlaces.email), sql`${seatLastDaySql} < ${before}`),
  );
  await db.transaction(async (tx) => {
    await tx
      .update(learners)
      .set({
        fullName: ERASED_NAME,
        dateOfBirth: null,
        siaLicenceNumber: null,
        siaLicenceExpiresOn: null,
        firstAidIssuedBy: null,
        firstAidIssuedOn: null,
        firstAidQualification: null,
        anonymisedAt: now,
      })
      .where(and(inArray(learners.offlinePlaceId, lapsed), isNull(learners.anonymisedAt)));
    await tx
      .update(offlinePlaces)
      .set({ fullName: null, phone: null, note: null })
      .where(and(inArray(offlinePlaces.id, lapsed), isNotNull(offlinePlaces.fullName)));
  });
}
