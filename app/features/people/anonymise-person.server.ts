// "Anonymise a person" (issue 23, decision 025): erasure on request (UK GDPR art. 17) and the retention schedule's
// anonymisation 6 years after a person's last booking are this one operation, in one transaction.
//
// Kept, because accounting law needs them (HMRC: 6 years of records) and they identify nobody once the names are gone:
// bookings' references, dates, prices, states and results; payments and refunds with their amounts, kinds, states,
// receipt numbers and provider references (the provider's own records are the books' evidence); register marks;
// the audit log's entries (who did what, when, and the reason staff gave for this erasure).
// Blanked, because they say who the person is or how to reach them: the details given on bookings (to ERASED_NAME and
// an erased address of their own, so the skeleton still hangs together on one staff page and shows "Erased"), a
// hold's client address, a cancellation's reason in their words, learners' details (anonymised_at set), waiting-list
// entries, enquiries and places booked offline, e-mails to them (never sent now: the address cannot be delivered and
// pending ones are skipped), 'Find my booking' jobs naming the address; names in timelines, payment notes and the
// audit log's older entries are redacted (erasure-redaction.ts).
// Deleted, because they are about the person and nothing else needs them: identity checks, first aid evidence,
// achievements (renewal reminders would follow them), staff notes; booking links are revoked, so an old link shows the
// ordinary "not found" page.
// Issued invoices, receipts and credit notes are kept as issued after an erasure on request (tax records, UK GDPR
// art. 17(3)(b)); the retention schedule's anonymisation, 6 years on (`redactDocuments`), also blanks the person in
// their bookings' documents (decision 027): a person's name and address, an organisation's payer named in attention.
// Refused (409) while a seat is not finished or money is still to move (erasure-refusal.ts), checked under the
// bookings' row locks so nothing lands between the check and the blanking.
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import {
  achievements,
  attendance,
  bookingEvents,
  bookingLinks,
  bookings,
  emailOutbox,
  firstAidEvidence,
  identityChecks,
  jobs,
  leads,
  learners,
  offlinePlaces,
  people,
  staffNotes,
  waitlistEntries,
  waitlistLinks,
  type UserDetails,
} from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { redactDocumentsOfBookings } from "#app/features/documents/issue-document.server";
import { londonDateOf } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import { ERASED_NAME, erasedAddressOf, isErasedAddress } from "./erased-address";
import { redactText } from "./erasure-redaction";
import { redactAuditEntries, redactBookingText } from "./erasure-redaction.server";
import { erasureRefusal } from "./erasure-refusal";
import { erasureScope, type ErasureScope } from "./erasure-scope.server";

export type ErasureRequest = {
  actor: StaffActor;
  /** Why: the person asked (staff's words), or the retention schedule. Kept in the audit log. */
  reason: string;
  now?: Date;
  /** The retention schedule's 6 years are over: the bookings' documents lose the person too (never on request). */
  redactDocuments?: boolean;
};

export type ErasureOutcome = {
  personId: string;
  bookings: number;
  learners: number;
  waitingListEntries: number;
  enquiries: number;
  offlinePlaces: number;
};

export const ALREADY_ERASED = "This person has already been erased.";

/** Erases the person, or throws 404 (nobody), 409 (already erased, or refused with the reasons). */
export async function anonymisePerson(
  db: Database,
  personId: string,
  request: ErasureRequest,
): Promise<ErasureOutcome> {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    // The person's row lock: a second erasure of the same person (a double click, the sweep) waits, then finds it done.
    const [person] = await tx.select().from(people).where(eq(people.id, personId)).for("update");
    if (!person) throw notFound("Person not found");
    if (isErasedAddress(person.email)) throw conflict(ALREADY_ERASED);
    const email = person.email;
    const scope = await erasureScope(tx, email);
    const refusal = erasureRefusal(await scope.seats(), londonDateOf(now));
    if (refusal) throw conflict(refusal);

    const erased = erasedAddressOf(person.id);
    const paymentIds = await redactBookingText(tx, scope);
    await redactAuditEntries(tx, person.id, email, scope, paymentIds);
    await blankBookings(tx, scope, erased, request.actor.username);
    if (request.redactDocuments) await redactDocumentsOfBookings(tx, scope.bookingIds);
    await blankLearners(tx, scope, erased, now);
    await blankListsAndEnquiries(tx, scope, erased);
    await blankMessages(tx, email, erased, scope.secrets);
    await tx
      .delete(staffNotes)
      .where(or(eq(staffNotes.personId, person.id), inArray(staffNotes.bookingId, scope.bookingIds)));
    await tx.delete(achievements).where(eq(achievements.personId, person.id));
    await tx.update(people).set({ email: erased }).where(eq(people.id, person.id));

    const counts = {
      bookings: scope.bookingIds.length,
      learners: scope.learnerIds.length,
      waitingListEntries: scope.entryIds.length,
      enquiries: scope.leadIds.length,
      offlinePlaces: scope.placeIds.length,
    };
    await recordAudit(tx, request.actor, {
      action: "person.erase",
      recordType: "person",
      recordId: person.id,
      summary: `Erased this person's personal details: ${request.reason}`,
      after: { reason: request.reason, ...counts },
    });
    return { personId: person.id, ...counts };
  });
}

const erasedDetails = (email: string): UserDetails => ({
  fullName: ERASED_NAME,
  email,
  phone: "",
  address: "",
  postcode: "",
});

async function blankBookings(tx: Executor, scope: ErasureScope, erased: string, actor: string) {
  if (scope.bookingIds.length === 0) return;
  // The booking's own timeline says why its customer reads 'Erased' (the reason is in the audit log).
  await tx.insert(bookingEvents).values(
    scope.bookingIds.map((bookingId) => ({
      bookingId,
      kind: "erased",
      text: "The customer's personal details were erased",
      actor,
    })),
  );
  await tx
    .update(bookings)
    .set({ userDetails: erasedDetails(erased), holdAddress: null, cancelReason: null })
    .where(inArray(bookings.id, scope.bookingIds));
  await tx
    .update(bookingLinks)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(and(inArray(bookingLinks.bookingId, scope.bookingIds), isNull(bookingLinks.revokedAt)));
}

async function blankLearners(tx: Executor, scope: ErasureScope, erased: string, now: Date) {
  if (scope.learnerIds.length === 0) return;
  await tx
    .update(learners)
    .set({
      fullName: ERASED_NAME,
      email: erased,
      dateOfBirth: null,
      siaLicenceNumber: null,
      siaLicenceExpiresOn: null,
      firstAidQualification: null,
      firstAidIssuedBy: null,
      firstAidIssuedOn: null,
      remindersConsentAt: null,
      anonymisedAt: now,
    })
    .where(inArray(learners.id, scope.learnerIds));
  await tx.update(attendance).set({ note: null }).where(inArray(attendance.learnerId, scope.learnerIds));
  await tx.delete(identityChecks).where(inArray(identityChecks.learnerId, scope.learnerIds));
  await tx.delete(firstAidEvidence).where(inArray(firstAidEvidence.learnerId, scope.learnerIds));
  await tx.delete(achievements).where(inArray(achievements.learnerId, scope.learnerIds));
}

async function blankListsAndEnquiries(tx: Executor, scope: ErasureScope, erased: string) {
  if (scope.entryIds.length > 0) {
    await tx
      .update(waitlistEntries)
      .set({
        fullName: ERASED_NAME,
        email: erased,
        emailKey: erased,
        phone: "",
        clientAddress: null,
        // Still waiting: they leave the list, so no offer is ever sent to them.
        status: sql`case when ${waitlistEntries.status} = 'waiting' then 'removed' else ${waitlistEntries.status} end`,
      })
      .where(inArray(waitlistEntries.id, scope.entryIds));
    await tx.delete(waitlistLinks).where(inArray(waitlistLinks.entryId, scope.entryIds));
  }
  if (scope.leadIds.length > 0) {
    await tx
      .update(leads)
      .set({
        email: erased,
        firstName: null,
        lastName: null,
        fullName: null,
        phone: null,
        address: null,
        postcode: null,
        message: null,
        companyName: null,
      })
      .where(inArray(leads.id, scope.leadIds));
  }
  if (scope.placeIds.length > 0) {
    await tx
      .update(offlinePlaces)
      .set({ fullName: null, email: erased, phone: null, note: null })
      .where(inArray(offlinePlaces.id, scope.placeIds));
  }
}

/** E-mails to them keep their subject (names redacted) and state; their bodies go, and none still queued is sent. */
async function blankMessages(tx: Executor, email: string, erased: string, secrets: readonly string[]) {
  const rows = await tx
    .select({ id: emailOutbox.id, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${email}`);
  for (const row of rows) {
    await tx
      .update(emailOutbox)
      .set({
        toAddress: erased,
        subject: redactText(row.subject, secrets),
        text: "",
        html: null,
        attachments: [],
        headers: {},
        lastError: null,
        status: sql`case when ${emailOutbox.status} = 'pending' then 'skipped' else ${emailOutbox.status} end`,
      })
      .where(eq(emailOutbox.id, row.id));
  }
  await tx.delete(jobs).where(and(sql`lower(${jobs.payload} ->> 'email') = ${email}`, ne(jobs.status, "running")));
}
