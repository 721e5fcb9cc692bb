// Starting a card payment for a booking: a ledger row for it (or the one already open), then the provider's intent
// for that row. The booking is read under its row lock, which keeps two clicks from opening two attempts; the
// provider is called outside the transaction (a slow provider must not hold a lock).
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Request } from "express";
import type { Executor } from "#db/db.server";
import { bookings, payments, type Booking, type Payment, type PaymentKind } from "#db/schema";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { openCardPayment, openSharedCardPayment } from "./ledger.server";
import type { AppContext } from "#server/app-context";
import { balancePaymentRefusal } from "#app/features/booking/booking-page/booking-page.server";
import { formatDate, londonToday } from "#app/shared/dates";
import { awaitsFirstAidDeclaration } from "#app/features/learners/learner-records.server";
import { conflict, HttpError, notFound } from "#app/shared/http-error";
import { groupPaymentLinesOf } from "#app/features/booking/groups/group-payment-lines.server";
import { formatCourseDays } from "#app/shared/date-span";
import { formatPoundsExact } from "#app/shared/money";
import { DEPOSIT_PENCE } from "#app/features/booking/sale/payment-rules";

export type LockedBooking = Pick<
  Booking,
  "id" | "status" | "reference" | "paymentType" | "paymentAmount" | "totalPrice" | "userDetails" | "checkoutId"
> & {
  holdActive: boolean;
};

export const FIRST_AID_FIRST =
  "This course needs a first aid certificate: before paying, please tell us about yours with 'Book your seat' in your waiting-list e-mail.";

/** What a booking owes by card now, or a refusal: the rule of one kind of payment. */
export type PaymentDue = (
  tx: Executor,
  booking: LockedBooking,
) => Promise<{ kind: Exclude<PaymentKind, "manual" | "refund">; amount: number }>;

/**
 * The first payment: the deposit or the full price, while the booking's hold lasts, once a course that needs a first
 * aid certificate has the learner's declaration.
 */
export const firstPaymentOf: PaymentDue = async (tx, booking) => {
  if (booking.status === "confirmed") throw conflict("This booking has already been paid.");
  if (booking.status !== "pending" || !booking.holdActive) {
    throw conflict("Your reserved place has expired. Please choose your date again.");
  }
  if (await awaitsFirstAidDeclaration(tx, booking.id)) throw conflict(FIRST_AID_FIRST);
  return { kind: booking.paymentType === "deposit" ? "deposit" : "full", amount: booking.paymentAmount };
};

/** The balance: what the ledger says is owed, while the booking is confirmed and its course has not started. */
export const balanceOf: PaymentDue = async (tx, booking) => {
  const summary = (await getBookingSummary(tx, { id: booking.id }))!;
  const refusal = balancePaymentRefusal(summary, londonToday());
  if (refusal) throw conflict(refusal);
  return { kind: "balance", amount: summary.balanceDue };
};

export type StartedPayment = {
  clientSecret: string;
  provider: string;
  publishableKey: string | null;
  /** Pence taken by this one payment: a first-aid bundle's is the sum of its bookings' own (decision 026). */
  amount: number;
  /** When the (lead) booking's course runs, as every other page says it: '8 to 13 March 2027'. */
  when: string;
  /** What /payment prints under a deposit: '(£100 deposit)', or for a group (issue 24) '(£100 deposit per learner)'. */
  depositNote: string | null;
  /**
   * What a payment for more than one booking (a first-aid bundle's) is for, booking by booking, each named as the
   * payment page shows it: the page only prints `label` (its script budget). For one booking of several learners
   * (issue 24), its learners at the seat's price, the group discount and the total. Absent for one seat.
   */
  lines?: {
    bookingId: string;
    reference: string;
    courseTitle: string;
    startDate: string;
    amount: number;
    label: string;
  }[];
};

const lockedColumns = {
  id: bookings.id,
  status: bookings.status,
  reference: bookings.reference,
  paymentType: bookings.paymentType,
  paymentAmount: bookings.paymentAmount,
  totalPrice: bookings.totalPrice,
  userDetails: bookings.userDetails,
  checkoutId: bookings.checkoutId,
  holdActive: sql<boolean>`coalesce(${bookings.holdExpiresAt} > now(), false)`,
};

/**
 * The booking under its row lock; for a first payment, the other booking of its first-aid bundle too, both locked
 * lowest id first (decision 026), when that one is still waiting for its first payment with its hold live.
 */
async function lockPaying(tx: Executor, bookingId: string, first: boolean): Promise<LockedBooking[]> {
  const [peek] = await tx.select({ checkoutId: bookings.checkoutId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!peek) throw notFound("Booking not found");
  const group = await tx
    .select(lockedColumns)
    .from(bookings)
    .where(first && peek.checkoutId ? eq(bookings.checkoutId, peek.checkoutId) : eq(bookings.id, bookingId))
    .orderBy(asc(bookings.id))
    .for("no key update");
  const asked = group.find((booking) => booking.id === bookingId);
  if (!asked) throw notFound("Booking not found");
  const others = group.filter(
    (booking) => booking.id !== bookingId && booking.status === "pending" && booking.holdActive,
  );
  // The course booking (whose id names the bundle) leads: the intent is its row's.
  return [asked, ...others].sort((a, b) => Number(b.id === b.checkoutId) - Number(a.id === a.checkoutId));
}

export async function startCardPayment(
  app: AppContext,
  req: Request,
  bookingId: string,
  due: PaymentDue,
): Promise<StartedPayment> {
  const rows = await app.db.transaction(async (tx) => {
    // Only the first payment is shared by a bundle; a balance is paid per booking.
    const group = await lockPaying(tx, bookingId, due === firstPaymentOf);
    const asks = [];
    for (const booking of group)
      asks.push({ bookingId: booking.id, ...(await due(tx, booking)), provider: app.payments.name });
    if (asks.length === 1) return [await openCardPayment(tx, asks[0]!)];
    return openSharedCardPayment(tx, asks);
  });
  const lead = rows[0]!;
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  const lines = [];
  for (const row of rows) {
    const summary = (await getBookingSummary(app.db, { id: row.bookingId }))!;
    lines.push({ row, summary });
  }
  const leadSummary = lines[0]!.summary;
  const intent = await app.payments
    .createIntent(
      {
        paymentId: lead.id,
        idempotencyKey: lead.idempotencyKey,
        bookingId: lead.bookingId,
        reference: leadSummary.reference,
        amount,
        description: lines
          .map(
            ({ row, summary }) =>
              `${summary.courseTitle} — ${summary.startDate} (${summary.reference})${row.kind === "balance" ? " balance" : ""}`,
          )
          .join(" + "),
        customerEmail: leadSummary.userDetails.email,
      },
      lead.providerRef,
    )
    .catch((error: unknown) => {
      // The payment provider is unreachable: a clear 503 (the open attempt is reused next time), its cause logged.
      if (error instanceof HttpError && error.status === 503) {
        req.log?.warn({ err: error.cause, bookingId }, "payment provider unavailable");
        req.res?.set("Retry-After", "60");
      }
      throw error;
    });
  await attachIntent(app.db, rows, intent.id);
  // A group (issue 24): its learners, discount and total, printed by /payment as a bundle's lines are.
  const group = lines.length === 1 ? await groupPaymentLinesOf(app.db, leadSummary) : [];
  const named = { bookingId: lead.bookingId, reference: leadSummary.reference, courseTitle: leadSummary.courseTitle };
  return {
    clientSecret: intent.clientSecret,
    provider: app.payments.name,
    publishableKey: app.payments.publishableKey ?? null,
    amount,
    when: formatCourseDays(leadSummary.days),
    depositNote: lead.kind === "deposit" ? depositNote(leadSummary.seats) : null,
    ...(lines.length > 1 && {
      lines: lines.map(({ row, summary }) => ({
        bookingId: row.bookingId,
        reference: summary.reference,
        courseTitle: summary.courseTitle,
        startDate: summary.startDate,
        amount: row.amount,
        label: `${summary.courseTitle}, ${formatDate(summary.startDate)} (${summary.reference})`,
      })),
    }),
    ...(group.length > 0 && {
      lines: group.map((line) => ({ ...named, startDate: leadSummary.startDate, ...line })),
    }),
  };
}

/** Records the provider's intent on every row it pays (one, or each booking's of a bundle) once it exists. */
async function attachIntent(db: Executor, rows: Payment[], intentId: string): Promise<void> {
  const unmarked = rows.filter((row) => row.providerRef !== intentId).map((row) => row.id);
  if (unmarked.length === 0) return;
  await db.update(payments).set({ providerRef: intentId }).where(inArray(payments.id, unmarked));
}

const depositNote = (seats: number) =>
  `(${formatPoundsExact(DEPOSIT_PENCE)} deposit${seats > 1 ? " per learner" : ""})`;
