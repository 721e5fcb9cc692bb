// Cancelling some learners of a group (issue 24, decision 027), by the payer from the booking page or by staff. Under
// the date's lock then the booking's (decision 003's order), each released learner's seat goes back (released_at
// set, booking.seats down by one each, their page's links revoked), and their share of what the booking holds is
// refunded by the one policy (group-changes-rules.ts), through the ledger: one pending refund row per payment part,
// each with its own idempotency key, and a job that pays it back. A booking paid by invoice is credited instead (a
// credit note in the same transaction), and refunded only what was paid beyond what it still owes. The learners who
// stay keep their discounted price. The waiting list's minute sweep offers the freed seats, as after a cancellation.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, learners, organisations, type Booking, type Learner } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { issueCreditNote } from "#app/features/documents/issue-invoice.server";
import {
  learnerReleasedEmail,
  learnersReleasedPayerEmail,
  type LearnerPlace,
} from "#app/features/email/templates/learner-change-emails";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { recordRefunds } from "#app/features/payments/refunds.server";
import { londonDateOf, londonToday } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { lockBookableDate } from "../bookable-date.server";
import { lockBookingRow } from "../booking-row-lock.server";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { invoiceOfBooking } from "../changes/invoice-credit.server";
import { academyChangeOpen } from "../changes/run-change-rules";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import { releaseMoney, releaseRefusal, substitutionRefusal, type ReleaseMoney } from "./group-changes-rules";
import { revokeLearnerLinks } from "./learner-links.server";

/** The learners of a booking in their seats (not released, not replaced), in seat order. */
export async function currentLearnersOf(db: Executor, bookingId: string): Promise<Learner[]> {
  return db
    .select()
    .from(learners)
    .where(and(eq(learners.bookingId, bookingId), isNull(learners.releasedAt), isNull(learners.replacedBy)))
    .orderBy(asc(learners.position), asc(learners.createdAt));
}

/**
 * What a group kept of the learners it released (issue 24): its price less its seated learners' prices. It paid for
 * no seat, so a later cancellation of the rest does not refund it again. Nothing for a booking that released no one.
 */
export async function keptFromReleasesOf(db: Executor, summary: Pick<BookingSummary, "id" | "totalPrice">) {
  const [row] = await db
    .select({
      released: sql<number>`count(*) filter (where ${learners.releasedAt} is not null)::int`,
      seated: sql<number>`coalesce(sum(${learners.price}) filter (where ${learners.releasedAt} is null and ${learners.replacedBy} is null), 0)::int`,
    })
    .from(learners)
    .where(eq(learners.bookingId, summary.id));
  if (!row || row.released === 0) return 0;
  return Math.max(0, summary.totalPrice - row.seated);
}

/**
 * The booking's date and row locked, in decision 003's order (the date's first), its summary and current learners.
 * 409 when the booking moved date between reading its date and locking it. `lock: false` reads the same without
 * locking (a quote changes nothing).
 */
export async function lockGroup(tx: Executor, bookingId: string, { lock = true } = {}) {
  const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!before) throw notFound("Booking not found");
  if (lock) await lockBookableDate(tx, before);
  const booking = lock ? await lockBookingRow(tx, bookingId) : before;
  if (!booking) throw notFound("Booking not found");
  if (booking.instanceId !== before.instanceId || booking.availableDateId !== before.availableDateId) {
    throw conflict("The booking changed while this was being done: please reload and try again.");
  }
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  return { booking, summary, seated: await currentLearnersOf(tx, bookingId) };
}

/** What a learner's e-mail says of their place: the course, the booking, and who booked it (the company's name). */
export async function learnerPlaceOf(
  db: Executor,
  booking: Pick<Booking, "organisationId">,
  summary: BookingSummary,
  learner: Pick<Learner, "fullName">,
): Promise<LearnerPlace> {
  const [organisation] = booking.organisationId
    ? await db
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, booking.organisationId))
    : [];
  return {
    fullName: learner.fullName,
    reference: summary.reference,
    courseTitle: summary.courseTitle,
    startDate: summary.startDate,
    bookedBy: organisation?.name ?? summary.userDetails.fullName,
  };
}

/** What the payer may change of the group now: cancel some learners, and (an approved business) substitute one. */
export async function groupChangesOf(
  db: Executor,
  summary: BookingSummary,
  today = londonToday(),
): Promise<{ release: boolean; substitute: boolean }> {
  const [row] = await db
    .select({ status: organisations.status })
    .from(bookings)
    .innerJoin(organisations, eq(organisations.id, bookings.organisationId))
    .where(eq(bookings.id, summary.id));
  const seated = await currentLearnersOf(db, summary.id);
  const open = summary.status === "confirmed" && summary.startDate > today;
  return {
    release: open && seated.length > 1,
    substitute:
      substitutionRefusal(
        { status: summary.status, startDate: summary.startDate, organisationApproved: row?.status === "approved" },
        today,
      ) === undefined,
  };
}

export type ReleaseBy =
  | { by: "customer" }
  | {
      by: "staff";
      actor: StaffActor;
      requestedBy: "customer" | "academy";
      /** The refund the staff form showed: when it no longer matches, nothing changes (409 with the new sum). */
      expectedRefund?: number;
    };

/** The quote, or the refusal, for releasing these learners now; the money is worked out from the locked figures. */
async function releaseMoneyOf(
  db: Executor,
  group: Awaited<ReturnType<typeof lockGroup>>,
  positions: readonly number[],
  who: "customer" | "academy",
  today: string,
): Promise<ReleaseMoney> {
  const { booking, summary, seated } = group;
  const learnerIds = idsAtPositions(seated, positions);
  const refusal = releaseRefusal({ status: summary.status, startDate: summary.startDate, seated }, learnerIds, today);
  if (refusal) throw conflict(refusal);
  const academy = who === "academy" || summary.dateCancelled || academyChangeOpen(summary, today);
  const invoiced = booking.paymentType === "invoice" && (await invoiceOfBooking(db, booking.id)) !== undefined;
  return releaseMoney({
    billing: invoiced ? "invoice" : booking.paymentType === "deposit" ? "deposit" : "full",
    held: summary.amountHeld,
    totalPrice: summary.totalPrice,
    seated: seated.map((learner) => ({
      id: learner.id,
      fullName: learner.fullName,
      price: learner.price ?? summary.totalPrice,
    })),
    releasing: learnerIds,
    policy: {
      bookedOn: londonDateOf(booking.createdAt),
      firstDay: summary.startDate,
      cancelledOn: today,
      by: academy ? "academy" : "customer",
      ...(academy && !summary.dateCancelled && { academyCancelled: "booking" as const }),
    },
  });
}

/** The ids of the current learners in these seats; a seat with none gives an id no learner has (refused after). */
const idsAtPositions = (seated: readonly Learner[], positions: readonly number[]) =>
  [...new Set(positions)].map(
    (position) => seated.find((learner) => learner.position === position)?.id ?? `seat-${position}`,
  );

/** GET …/learners/release?positions=…: what releasing these learners now would refund or credit, changing nothing. */
export async function quoteRelease(
  db: Database,
  bookingId: string,
  positions: readonly number[],
  who: "customer" | "academy",
  today = londonToday(),
): Promise<ReleaseMoney> {
  return db.transaction(async (tx) =>
    releaseMoneyOf(tx, await lockGroup(tx, bookingId, { lock: false }), positions, who, today),
  );
}

/**
 * Releases some (never all) of a confirmed group's learners: their seats back, the booking's price down to the seats
 * kept plus what the policy keeps of the released ones, the refund recorded (and a credit note for a booking paid by
 * invoice), each released learner told, a line on the booking's history. Returns what it refunded and credited.
 */
export async function releaseLearners(
  db: Database,
  bookingId: string,
  positions: readonly number[],
  request: ReleaseBy,
  site: SiteInfo,
  today = londonToday(),
): Promise<ReleaseMoney> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, bookingId);
    const { booking, summary, seated } = group;
    const who = request.by === "staff" ? request.requestedBy : "customer";
    const money = await releaseMoneyOf(tx, group, positions, who, today);
    if (request.by === "staff" && request.expectedRefund !== undefined && request.expectedRefund !== money.refund) {
      throw conflict(`The refund is now ${formatPoundsExact(money.refund)} (${money.reason}): check it and try again.`);
    }
    const released = seated.filter((learner) => positions.includes(learner.position));
    await tx
      .update(learners)
      .set({ releasedAt: sql`now()` as unknown as Date, updatedAt: new Date() })
      .where(
        inArray(
          learners.id,
          released.map((learner) => learner.id),
        ),
      );
    for (const learner of released) await revokeLearnerLinks(tx, learner.id);
    await tx
      .update(bookings)
      .set({
        seats: sql`${bookings.seats} - ${released.length}`,
        totalPrice: money.totalAfter,
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, bookingId));
    const route = await recordRefunds(tx, bookingId, { amount: money.refund, reason: money.reason });
    if (money.credit > 0) {
      const invoiced = (await invoiceOfBooking(tx, bookingId))!;
      await issueCreditNote(tx, invoiced.invoice.id, money.credit, money.reason, { site });
    }
    const names = released.map((learner) => learner.fullName).join(", ");
    const actor = request.by === "staff" ? request.actor.username : "customer";
    const refundText = money.refund > 0 ? `refund of ${formatPoundsExact(money.refund)}` : "no refund";
    const creditText = money.credit > 0 ? `, credit note for ${formatPoundsExact(money.credit)}` : "";
    await addBookingEvent(tx, bookingId, {
      kind: "learners-released",
      text: `${names} cancelled from the group by ${request.by === "staff" ? `staff (${who === "academy" ? "the academy cancelled" : "the customer asked"})` : "the customer"}; ${released.length === 1 ? "their seat is" : "their seats are"} released (${seated.length} → ${seated.length - released.length}). ${refundText[0]!.toUpperCase()}${refundText.slice(1)}${creditText}: ${money.reason}.`,
      actor,
    });
    const payer = summary.userDetails.email.toLowerCase();
    for (const learner of released) {
      if (!learner.email || learner.email.toLowerCase() === payer) continue;
      const email = await learnerReleasedEmail(
        await learnerPlaceOf(tx, booking, summary, learner),
        messageSiteOf(site),
      );
      // Not a `learner:` kind: those are skipped once the learner has left their seat (messageStillTrue).
      await enqueueEmail(tx, { kind: `learner-released:${learner.id}`, bookingId, to: learner.email, ...email });
    }
    // The payer hears what was cancelled and what comes back (staff's change above all; the refund-paid e-mail follows).
    const after = (await getBookingSummary(tx, { id: bookingId }))!;
    await queueCustomerEmail(
      tx,
      after,
      `learners-released:${released[0]!.id}`,
      await learnersReleasedPayerEmail(messageBookingOf(after, site), messageSiteOf(site), {
        names: released.map((learner) => learner.fullName),
        refund: route.amount,
        credit: money.credit,
        reason: money.reason,
        by: request.by,
      }),
      "Learners cancelled",
    );
    if (request.by === "staff") {
      await recordAudit(tx, request.actor, {
        action: "booking.release-learners",
        recordType: "booking",
        recordId: bookingId,
        summary: `Cancelled ${names} from ${summary.reference}; ${refundText}${creditText}`,
        before: { seats: seated.length, totalPrice: summary.totalPrice },
        after: {
          seats: seated.length - released.length,
          totalPrice: money.totalAfter,
          refund: route.amount,
          credit: money.credit,
        },
      });
    }
    return money;
  });
}
