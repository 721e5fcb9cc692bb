// A subject access request (UK GDPR art. 15; issue 23, "Privacy"): everything the academy holds about one person, by
// their e-mail address, as one file staff download and send them. Built from the person's page (person-page.server.ts)
// plus what that page summarises: the booking details they gave, each seat's learner with its register marks,
// identity check, first aid evidence and achievements, their enquiries in full and the staff's notes. Fields are
// listed one by one, never whole rows, so that no secret (a booking's link, a payment provider's reference) leaves.
import { asc, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  achievements,
  attendance,
  bookings,
  firstAidEvidence,
  identityChecks,
  leads,
  learners,
  offlinePlaces,
  staffNotes,
} from "#db/schema";
import { getPersonPage } from "./person-page.server";

const iso = (value: Date | null) => value?.toISOString() ?? null;

export async function subjectAccessExport(db: Executor, personId: string, now: Date = new Date()) {
  const page = await getPersonPage(db, personId);
  const email = page.email;
  const bookingIds = page.bookings.map((booking) => booking.id);
  const placeIds = page.offlinePlaces.map((place) => place.id);

  const detailRows = await db
    .select({ id: bookings.id, userDetails: bookings.userDetails, result: bookings.result })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  const detailsOf = new Map(detailRows.map((row) => [row.id, row]));

  // Their seats: as the customer of a booking, named on someone else's booking or on a place booked offline.
  const learnerRows = await db
    .select()
    .from(learners)
    .where(
      or(
        sql`lower(${learners.email}) = ${email}`,
        inArray(learners.bookingId, bookingIds),
        inArray(learners.offlinePlaceId, placeIds),
      ),
    )
    .orderBy(asc(learners.createdAt));
  const learnerIds = learnerRows.map((learner) => learner.id);
  // The four tables below each key their rows by learner_id; drizzle's inArray of an empty list is false.
  const ofLearners = inArray(sql`learner_id`, learnerIds);
  const byLearner = <T extends { learnerId: string }>(rows: T[]) => {
    const grouped = new Map<string, T[]>();
    for (const row of rows) grouped.set(row.learnerId, [...(grouped.get(row.learnerId) ?? []), row]);
    return grouped;
  };
  const marks = byLearner(await db.select().from(attendance).where(ofLearners));
  const checks = byLearner(await db.select().from(identityChecks).where(ofLearners));
  const evidence = byLearner(await db.select().from(firstAidEvidence).where(ofLearners));
  const earned = byLearner(await db.select().from(achievements).where(ofLearners));
  const referenceOf = new Map(page.bookings.map((booking) => [booking.id, booking.reference]));
  const placeOf = new Map(page.offlinePlaces.map((place) => [place.id, place]));
  const placeRows = await db
    .select({ id: offlinePlaces.id, fullName: offlinePlaces.fullName, phone: offlinePlaces.phone })
    .from(offlinePlaces)
    .where(inArray(offlinePlaces.id, placeIds));

  const leadRows = await db
    .select()
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email}`)
    .orderBy(asc(leads.createdAt));
  const noteRows = await db
    .select()
    .from(staffNotes)
    .where(or(sql`${staffNotes.personId} = ${page.id}`, inArray(staffNotes.bookingId, bookingIds)))
    .orderBy(asc(staffNotes.createdAt));

  return {
    exportedAt: now.toISOString(),
    about: "Everything we hold about you, by your e-mail address (UK GDPR article 15).",
    email,
    names: page.names,
    phones: page.phones,
    bookings: page.bookings.map((booking) => {
      const details = detailsOf.get(booking.id);
      return {
        reference: booking.reference,
        course: booking.courseTitle,
        startDate: booking.startDate,
        location: booking.location,
        status: booking.status,
        result: details?.result ?? null,
        pricePence: booking.totalPrice,
        paidPence: booking.amountPaid,
        balanceDuePence: booking.balanceDue,
        bookedAt: booking.createdAt,
        detailsYouGave: details?.userDetails ?? null,
      };
    }),
    payments: page.payments.map((payment) => ({
      booking: payment.bookingReference,
      kind: payment.kind,
      amountPence: payment.amount,
      state: payment.state,
      method: payment.method,
      receiptNumber: payment.receiptNumber,
      at: payment.at,
    })),
    placesBookedForYou: placeRows.map((place) => ({
      course: placeOf.get(place.id)?.courseTitle ?? null,
      startDate: placeOf.get(place.id)?.startDate ?? null,
      fullName: place.fullName,
      phone: place.phone,
    })),
    learnerRecords: learnerRows.map((learner) => ({
      booking: learner.bookingId ? (referenceOf.get(learner.bookingId) ?? "another person's booking") : null,
      placeBookedOffline: learner.offlinePlaceId !== null,
      fullName: learner.fullName,
      email: learner.email,
      dateOfBirth: learner.dateOfBirth,
      siaLicenceNumber: learner.siaLicenceNumber,
      siaLicenceExpiresOn: learner.siaLicenceExpiresOn,
      firstAidDeclared: learner.firstAidQualification && {
        qualification: learner.firstAidQualification,
        issuedBy: learner.firstAidIssuedBy,
        issuedOn: learner.firstAidIssuedOn,
      },
      renewalRemindersConsentAt: iso(learner.remindersConsentAt),
      unsubscribedAt: iso(learner.unsubscribedAt),
      register: (marks.get(learner.id) ?? []).map((mark) => ({
        day: mark.day,
        status: mark.status,
        minutesMissed: mark.minutesMissed,
        note: mark.note,
      })),
      identityDocumentTypesSeen: (checks.get(learner.id) ?? []).map((check) => ({
        groupA: check.groupA,
        groupB: check.groupB,
        checkedAt: iso(check.checkedAt),
      })),
      firstAidEvidence: (evidence.get(learner.id) ?? []).map((row) => ({
        status: row.status,
        qualification: row.qualification,
        issuedOn: row.issuedOn,
        expiresOn: row.expiresOn,
        note: row.note,
      })),
      achievements: (earned.get(learner.id) ?? []).map((row) => ({
        kind: row.kind,
        achievedOn: row.achievedOn,
        expiresOn: row.expiresOn,
      })),
    })),
    waitingList: page.waitlist.map((entry) => ({
      course: entry.courseTitle,
      startDate: entry.startDate,
      status: entry.status,
      joinedAt: entry.joinedAt,
    })),
    emailsSent: page.messages.map((message) => ({
      subject: message.subject,
      status: message.status,
      sentAt: message.sentAt,
    })),
    enquiries: leadRows.map((lead) => ({
      at: lead.createdAt.toISOString(),
      source: lead.source,
      name: lead.fullName ?? ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || null),
      phone: lead.phone,
      message: lead.message,
    })),
    staffNotes: noteRows.map((note) => ({ at: note.createdAt.toISOString(), by: note.author, note: note.body })),
  };
}

export type SubjectAccessExport = Awaited<ReturnType<typeof subjectAccessExport>>;
