// The learner's details on the customer's booking page (issue 23, decision 025): what the awarding body needs to
// register the learner and their renewal-reminders consent, asked once, changeable until the course starts; staff
// correct them on the booking's staff page.
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { learners, type Learner } from "#db/schema";
import { formatDate, londonToday } from "#app/shared/dates";
import { conflict } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import {
  learnerDetailsContextOf,
  learnerDetailsRefusal,
  type LearnerDetailsContext,
  type LearnerDetailsView,
} from "#app/features/learners/learner-details-rules";
import {
  learnerDetailsFormSchema,
  learnerDetailsRequestSchema,
  type LearnerDetailsChange,
} from "#app/features/learners/learner-details-schema";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import type { BookingSummary } from "../booking-summary";
import { lockBookingRow } from "../booking-row-lock.server";

type BookingFacts = Pick<BookingSummary, "id" | "status" | "courseTitle" | "siaLicenceLinked" | "startDate">;

const contextOf = (booking: BookingFacts): LearnerDetailsContext =>
  learnerDetailsContextOf({
    siaLicenceLinked: booking.siaLicenceLinked,
    title: booking.courseTitle,
    firstDay: booking.startDate,
  });

const consentsNow = (learner: Pick<Learner, "remindersConsentAt" | "unsubscribedAt">) =>
  learner.remindersConsentAt !== null && learner.unsubscribedAt === null;

/** The booking's learner, or one learner of a group booking (issue 24) by id. */
const theLearner = (booking: Pick<BookingFacts, "id">, learnerId?: string) =>
  learnerId ? and(eq(learners.id, learnerId), eq(learners.bookingId, booking.id)) : eq(learners.bookingId, booking.id);

/**
 * The section's view; null for a cancelled or expired booking, or one without a learner. `learnerId` picks one
 * learner of a group booking, for their own page (issue 24).
 */
export async function learnerDetailsView(
  db: Executor,
  booking: BookingFacts,
  today = londonToday(),
  learnerId?: string,
): Promise<LearnerDetailsView | null> {
  if (booking.status === "cancelled" || booking.status === "expired") return null;
  const [learner] = await db
    .select()
    .from(learners)
    .where(theLearner(booking, learnerId))
    .orderBy(learners.position)
    .limit(1);
  if (!learner) return null;
  const context = contextOf(booking);
  const lockedBecause = learnerDetailsRefusal({ status: booking.status, firstDay: booking.startDate }, today) ?? null;
  const notYet = (value: string | null, words = (text: string) => text) => (value ? words(value) : "Not given yet");
  const missing = !learner.dateOfBirth || (context.asksSiaLicence && !learner.siaLicenceNumber);
  return {
    ...context,
    fullName: learner.fullName,
    dateOfBirth: learner.dateOfBirth,
    siaLicenceNumber: learner.siaLicenceNumber,
    siaLicenceExpiresOn: learner.siaLicenceExpiresOn,
    remindersConsent: consentsNow(learner),
    lockedBecause,
    shown: [
      { label: "Full name", value: learner.fullName },
      { label: "Date of birth", value: notYet(learner.dateOfBirth, formatDate) },
      ...(context.asksSiaLicence
        ? [
            // '1234 5678 9012 3456', as on the card.
            {
              label: "SIA licence number",
              value: notYet(learner.siaLicenceNumber, (n) => n.replace(/(\d{4})(?=\d)/g, "$1 ")),
            },
            { label: "SIA licence expires", value: notYet(learner.siaLicenceExpiresOn, formatDate) },
          ]
        : []),
      { label: "Renewal reminders", value: consentsNow(learner) ? "Yes, by e-mail" : "No" },
    ],
    note:
      missing && !lockedBecause
        ? "The awarding body needs these details to register the learner. Please add them before the course starts."
        : null,
  };
}

const FIELD_WORDS = {
  fullName: "full name",
  dateOfBirth: "date of birth",
  siaLicenceNumber: "SIA licence number",
  siaLicenceExpiresOn: "SIA licence expiry date",
} as const;

/** 'a', 'a and b', 'a, b and c'. */
const inWords = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * PUT /api/bookings/by-token/{token}/learner: checks the details for the booking's course and date, writes its
 * learner and says on the booking's history which details changed (never their values: the history is not the
 * place for a date of birth). Ticking the consent box records when; unticking it withdraws the consent.
 */
export function updateLearnerDetails(
  db: Database,
  booking: BookingFacts,
  body: unknown,
  today = londonToday(),
  learnerId?: string,
): Promise<void> {
  const early = learnerDetailsRefusal({ status: booking.status, firstDay: booking.startDate }, today);
  if (early) throw conflict(early);
  const change = parseInput(learnerDetailsRequestSchema(contextOf(booking)), body);
  // A group's learner on their own page (issue 24) changes only their own row.
  return writeLearnerDetails(
    db,
    booking,
    change,
    learnerId ? { by: "learner", today, learnerId } : { by: "customer", today },
  );
}

/**
 * PUT /api/admin/bookings/{id}/learner: staff correct what the awarding body needs, checked as the customer's are,
 * at any time (a name spelt wrong is found on the first day); the consent stays the learner's own to give.
 */
export function correctLearnerDetailsByStaff(
  db: Database,
  booking: BookingFacts,
  body: unknown,
  staff: { username: string },
): Promise<void> {
  const change = parseInput(learnerDetailsFormSchema(contextOf(booking)), body);
  return writeLearnerDetails(db, booking, change, { by: staff.username });
}

/** The staff page's view of a booking's learner: the same view, never locked for staff. */
export async function learnerDetailsForStaff(db: Executor, booking: BookingFacts) {
  const view = await learnerDetailsView(db, { ...booking, status: "confirmed" }, "0000-01-01");
  return view && { ...view, lockedBecause: null };
}

type LearnerDetailsFixes = Omit<LearnerDetailsChange, "remindersConsent"> & { remindersConsent?: boolean };

async function writeLearnerDetails(
  db: Database,
  booking: BookingFacts,
  change: LearnerDetailsFixes,
  who: { by: "customer" | "learner" | (string & {}); today?: string; learnerId?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockBookingRow(tx, booking.id);
    if (!locked) return;
    if (who.by === "customer" || who.by === "learner") {
      const refusal = learnerDetailsRefusal({ status: locked.status, firstDay: booking.startDate }, who.today!);
      if (refusal) throw conflict(refusal);
    }
    const [learner] = await tx
      .select()
      .from(learners)
      .where(theLearner(booking, who.learnerId))
      .orderBy(learners.position)
      .limit(1);
    if (!learner) throw conflict("This booking has no learner to change: please contact us.");
    const { remindersConsent, ...details } = change;
    const changed = (Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[]).filter(
      (field) => details[field] !== null && learner[field] !== details[field],
    );
    const consentChange =
      remindersConsent === undefined || remindersConsent === consentsNow(learner) ? null : remindersConsent;
    if (changed.length === 0 && consentChange === null) return;
    await tx
      .update(learners)
      .set({
        ...Object.fromEntries(changed.map((field) => [field, details[field]])),
        // A tick after an unsubscribe is a new, explicit consent: reminders start again.
        ...(consentChange === true ? { remindersConsentAt: new Date(), unsubscribedAt: null } : {}),
        ...(consentChange === false ? { remindersConsentAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(learners.id, learner.id));
    const said = [
      changed.length > 0 && `changed the learner's ${inWords(changed.map((field) => FIELD_WORDS[field]))}`,
      consentChange === true && "agreed to renewal reminders",
      consentChange === false && "withdrew consent to renewal reminders",
    ].filter(Boolean);
    await addBookingEvent(tx, booking.id, {
      kind: "learner-details-changed",
      text: `${who.by === "customer" ? "The customer" : who.by === "learner" ? `${learner.fullName} (on their own page)` : who.by} ${said.join(", and ")}`,
      actor: who.by === "learner" ? "customer" : who.by,
    });
  });
}
