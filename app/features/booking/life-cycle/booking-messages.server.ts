// The customer's messages about a booking (issue 13): each built, when it is queued, from the booking as it is then,
// through one React Email template (app/features/email/templates), and queued in the outbox in the caller's
// transaction. Links in them are minted when sent (BOOKING_TOKEN_PLACEHOLDER), and a message no longer true when
// its turn comes is not sent (messageStillTrue).
import { howToPayInvoice } from "#app/shared/bank-details";
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, payments, type EmailOutboxRow } from "#db/schema";
import { enqueueEmail } from "#app/features/email/outbox.server";
import type { MessageBooking, MessageSite, RenderedEmail } from "#app/features/email/templates/message-data";
import { bookingConfirmedEmail } from "#app/features/email/templates/booking-confirmed-email";
import { joiningInstructionsEmail } from "#app/features/email/templates/joining-instructions-email";
import { receiptEmail } from "#app/features/email/templates/receipt-email";
import { paymentReferenceOf } from "#app/shared/receipts";
import type { SiteInfo } from "#app/shared/site-info";
import { addBookingEvent } from "./booking-lifecycle.server";
import { BOOKING_TOKEN_PLACEHOLDER, createBookingLink, linkSourceOfEmail } from "./booking-links.server";
import { bookingPagePath } from "../booking-page/booking-page-path";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { bookingCalendarAttachment } from "./confirmation-email.server";
import { whatToBring } from "../what-to-bring";
import { declaredFirstAid } from "../first-aid-declared";
import { londonToday } from "#app/shared/dates";
import { joiningInstructionsAtOnce, scheduledKind } from "./message-schedule";
import { resultOfEmailKind } from "../changes/result-email-kind";
import {
  LEARNER_TOKEN_PLACEHOLDER,
  learnerOfMessageKind,
  payerAttends,
  learnerStillSeated,
  queueLearnerMessages,
  seatedLearnersOf,
} from "../groups/learner-messages.server";
import { createLearnerLink } from "../groups/learner-links.server";
import { withLinkToken } from "#app/features/email/outbox-worker.server";

export const messageSiteOf = (site: SiteInfo): MessageSite => ({
  name: site.name,
  phone: site.phone,
  email: site.email,
  address: site.address,
  url: site.url,
});

/** When, where and what to bring, as the e-mails and the booking page both tell it. */
export function courseFactsOf(summary: BookingSummary, site: SiteInfo) {
  return {
    days: summary.days.map((date) => ({ date, start: summary.startTime, finish: summary.finishTime })),
    venueAddress: summary.venueAddress ?? site.address,
    venueDirections: summary.venueDirections,
    whatToBring: whatToBring(summary, summary.startDate),
    // The first aid certificate the learner declared (issue 23), told the same on the page and in the e-mails; a
    // group's learners each have their own, told on their own page (issue 24).
    firstAid: summary.seats > 1 ? null : declaredFirstAid(summary, londonToday()),
  };
}

/** What a template needs of a booking; its link is minted when the message is sent. */
export function messageBookingOf(summary: BookingSummary, site: SiteInfo): MessageBooking {
  return {
    reference: summary.reference,
    fullName: summary.userDetails.fullName,
    courseTitle: summary.courseTitle,
    ...courseFactsOf(summary, site),
    totalPrice: summary.totalPrice,
    amountPaid: summary.amountHeld,
    amountOwed: summary.balanceDue,
    balanceDueDate: summary.balanceDueDate,
    bookingUrl: `${site.url}${bookingPagePath(BOOKING_TOKEN_PLACEHOLDER)}`,
    retakeOf: summary.retakeOfReference,
  };
}

/**
 * The confirmation (the first payment's receipt), and, for a booking made within a week of its first day, the
 * joining instructions at once (issue 13).
 */
export async function queueConfirmation(
  tx: Executor,
  bookingId: string,
  site: SiteInfo,
  now = new Date(),
): Promise<void> {
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  const atOnce = joiningInstructionsAtOnce(summary.startDate, now);
  // A group's payer is told who is booked (issue 24).
  const group = (await seatedLearnersOf(tx, summary)).map(({ fullName, email }) => ({ fullName, email: email ?? "" }));
  // A group's payer who is not one of its learners is not told where to go (issue 24): the learners are, below.
  const attends = await payerAttends(tx, summary);
  // Booked on a business account (issue 24): the invoice, with its PDF by the booking's link minted at sending.
  const invoice = summary.invoice && {
    number: summary.invoice.number,
    total: summary.invoice.total,
    dueOn: summary.invoice.dueOn,
    url: `${site.url}/api/bookings/by-token/${BOOKING_TOKEN_PLACEHOLDER}/documents/${summary.invoice.id}.pdf`,
    howToPay: howToPayInvoice(summary.invoice.number, site),
  };
  const email = await bookingConfirmedEmail(
    { ...messageBookingOf(summary, site), ...(group.length > 0 && { learners: group }) },
    messageSiteOf(site),
    { joiningInstructionsSoon: atOnce, payerAttends: attends, ...(invoice && { invoice }) },
  );
  await queueCustomerEmail(
    tx,
    summary,
    "booking-confirmation",
    { ...email, attachments: [bookingCalendarAttachment(summary, site)] },
    "Booking confirmation",
  );
  if (atOnce && attends) {
    const instructions = await joiningInstructionsEmail(messageBookingOf(summary, site), messageSiteOf(site));
    await queueCustomerEmail(
      tx,
      summary,
      scheduledKind("joining-instructions", summary.startDate),
      { ...instructions, attachments: [bookingCalendarAttachment(summary, site)] },
      "Joining instructions",
    );
  }
  // Each learner of a group hears at once, with their own page to give their details (issue 24).
  await queueLearnerMessages(tx, summary, "joining-instructions", {
    site,
    booking: messageBookingOf(summary, site),
    messageSite: messageSiteOf(site),
  });
}

/** Payment kinds in words, for the timeline and receipts. */
const METHOD_OF_CARD = "Card";

/** Queues the receipt for a payment after the first (the first payment's receipt is the confirmation). */
export async function queueReceipt(tx: Executor, bookingId: string, paymentId: string, site: SiteInfo): Promise<void> {
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.bookingId, bookingId)));
  if (!payment) return;
  const email = await receiptEmail(messageBookingOf(summary, site), messageSiteOf(site), {
    kind: payment.kind,
    amount: payment.amount,
    method: payment.method ?? METHOD_OF_CARD,
    paidAt: payment.settledAt ?? payment.createdAt,
    reference: paymentReferenceOf(payment),
    receiptNumber: payment.receiptNumber,
    receivedOn: payment.receivedOn,
  });
  await queueCustomerEmail(tx, summary, `receipt:${payment.id}`, email, "Receipt");
}

// 'Your refund has been paid' is queued once the whole refund is back (payments/refund-paid-message.server.ts).

/** Queues a customer message and notes it on the timeline, only when it was queued (one of its kind per booking). */
export async function queueCustomerEmail(
  tx: Executor,
  summary: Pick<BookingSummary, "id" | "userDetails">,
  kind: string,
  email: RenderedEmail & { attachments?: Parameters<typeof enqueueEmail>[1]["attachments"] },
  label: string,
): Promise<boolean> {
  const queued = await enqueueEmail(tx, { kind, bookingId: summary.id, to: summary.userDetails.email, ...email });
  if (queued) {
    await addBookingEvent(tx, summary.id, {
      kind: "message-queued",
      text: `${label} e-mail queued: “${email.subject}”`,
    });
  }
  return queued;
}

const NEEDS_BALANCE = /^balance-/;
// A message to everyone on a date (issue 21) is about attending it too: a learner cancelled since it was queued gets none.
const NEEDS_CONFIRMED = /^(balance-|joining-instructions|see-you-tomorrow|cohort-message:|learner:)/;

/**
 * Whether a queued customer message still says something true (issue 13): nothing about attending goes to a booking
 * that is no longer confirmed, no balance reminder once the balance is paid, and no result since corrected.
 */
export async function messageStillTrue(
  db: Executor,
  row: Pick<EmailOutboxRow, "kind" | "bookingId">,
): Promise<boolean> {
  if (!row.bookingId) return true;
  // A group learner's message (issue 24) is about attending too, and only while they hold their seat.
  const learnerId = learnerOfMessageKind(row.kind);
  if (learnerId && !(await learnerStillSeated(db, learnerId))) return false;
  // A result message (issue 21, M5) is overtaken by a corrected result recorded before it went.
  const announced = resultOfEmailKind(row.kind);
  if (announced) {
    const [booking] = await db.select({ result: bookings.result }).from(bookings).where(eq(bookings.id, row.bookingId));
    return booking?.result === announced;
  }
  if (!NEEDS_CONFIRMED.test(row.kind)) return true;
  const summary = await getBookingSummary(db, { id: row.bookingId });
  if (!summary || summary.status !== "confirmed" || summary.dateCancelled) return false;
  // A scheduled message names the first day it was due for: after a date change it is no longer true.
  const forDay = /:(\d{4}-\d{2}-\d{2})$/.exec(row.kind)?.[1];
  if (forDay && forDay !== summary.startDate) return false;
  return !NEEDS_BALANCE.test(row.kind) || summary.balanceDue > 0;
}

/** The outbox's hooks for booking e-mails (server/index.ts wires them): see OutboxHooks. */
export function bookingEmailHooks(db: Database) {
  const note = (row: Pick<EmailOutboxRow, "bookingId" | "toAddress">, kind: string, text: string) =>
    row.bookingId ? addBookingEvent(db, row.bookingId, { kind, text }) : Promise.resolve();
  return {
    async prepare(row: EmailOutboxRow): Promise<EmailOutboxRow | null> {
      if (!(await messageStillTrue(db, row))) return null;
      // A group learner's message carries a link to their own page (issue 24), minted now as booking links are.
      const learnerId = learnerOfMessageKind(row.kind);
      if (learnerId && row.text.includes(LEARNER_TOKEN_PLACEHOLDER)) {
        return withLinkToken(row, LEARNER_TOKEN_PLACEHOLDER, await createLearnerLink(db, learnerId));
      }
      if (!row.bookingId || !row.text.includes(BOOKING_TOKEN_PLACEHOLDER)) return row;
      const token = await createBookingLink(db, row.bookingId, linkSourceOfEmail(row.kind));
      return withLinkToken(row, BOOKING_TOKEN_PLACEHOLDER, token);
    },
    sent: (row: EmailOutboxRow) => note(row, "message-sent", `E-mail sent to ${row.toAddress}: “${row.subject}”`),
    failed: (row: EmailOutboxRow, error: string, final: boolean) =>
      note(
        row,
        "message-failed",
        `E-mail to ${row.toAddress} not sent (${error.slice(0, 120)})${final ? "; no more tries" : "; will retry"}: “${row.subject}”`,
      ),
    skipped: (row: EmailOutboxRow) =>
      note(row, "message-skipped", `E-mail not sent, no longer true when due: “${row.subject}”`),
  };
}
