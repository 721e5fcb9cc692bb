// Starting a card payment for a booking: a ledger row for it (or the one already open), then the provider's intent
// for that row. The booking is read under its row lock, which keeps two clicks from opening two attempts; the
// provider is called outside the transaction (a slow provider must not hold a lock).
import { eq, sql } from "drizzle-orm";
import type { Request } from "express";
import type { Executor } from "#db/db.server";
import { bookings, type Booking, type PaymentKind } from "#db/schema";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { attachProviderRef, openCardPayment } from "./ledger.server";
import type { AppContext } from "#server/app-context";
import { balancePaymentRefusal } from "#app/features/booking/booking-page/booking-page.server";
import { londonToday } from "#app/shared/dates";
import { conflict, HttpError, notFound } from "#app/shared/http-error";

export type LockedBooking = Pick<
  Booking,
  "id" | "status" | "reference" | "paymentType" | "paymentAmount" | "totalPrice" | "userDetails"
> & {
  holdActive: boolean;
};

/** What a booking owes by card now, or a refusal: the rule of one kind of payment. */
export type PaymentDue = (
  tx: Executor,
  booking: LockedBooking,
) => Promise<{ kind: Exclude<PaymentKind, "manual" | "refund">; amount: number }>;

/** The first payment: the deposit or the full price, while the booking's hold lasts. */
export const firstPaymentOf: PaymentDue = async (_tx, booking) => {
  if (booking.status === "confirmed") throw conflict("This booking has already been paid.");
  if (booking.status !== "pending" || !booking.holdActive) {
    throw conflict("Your reserved place has expired. Please choose your date again.");
  }
  return { kind: booking.paymentType === "deposit" ? "deposit" : "full", amount: booking.paymentAmount };
};

/** The balance: what the ledger says is owed, while the booking is confirmed and its course has not started. */
export const balanceOf: PaymentDue = async (tx, booking) => {
  const summary = (await getBookingSummary(tx, { id: booking.id }))!;
  const refusal = balancePaymentRefusal(summary, londonToday());
  if (refusal) throw conflict(refusal);
  return { kind: "balance", amount: summary.balanceDue };
};

export type StartedPayment = { clientSecret: string; provider: string; publishableKey: string | null; amount: number };

export async function startCardPayment(
  app: AppContext,
  req: Request,
  bookingId: string,
  due: PaymentDue,
): Promise<StartedPayment> {
  const payment = await app.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        reference: bookings.reference,
        paymentType: bookings.paymentType,
        paymentAmount: bookings.paymentAmount,
        totalPrice: bookings.totalPrice,
        userDetails: bookings.userDetails,
        holdActive: sql<boolean>`coalesce(${bookings.holdExpiresAt} > now(), false)`,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("no key update");
    if (!booking) throw notFound("Booking not found");
    const { kind, amount } = await due(tx, booking);
    return { booking, row: await openCardPayment(tx, { bookingId, kind, amount, provider: app.payments.name }) };
  });
  const summary = (await getBookingSummary(app.db, { id: bookingId }))!;
  const { booking, row } = payment;
  const intent = await app.payments
    .createIntent(
      {
        paymentId: row.id,
        idempotencyKey: row.idempotencyKey,
        bookingId,
        reference: booking.reference,
        amount: row.amount,
        description: `${summary.courseTitle} — ${summary.startDate} (${booking.reference})${row.kind === "balance" ? " balance" : ""}`,
        customerEmail: booking.userDetails.email,
      },
      row.providerRef,
    )
    .catch((error: unknown) => {
      // The payment provider is unreachable: a clear 503 (the open attempt is reused next time), its cause logged.
      if (error instanceof HttpError && error.status === 503) {
        req.log?.warn({ err: error.cause, bookingId }, "payment provider unavailable");
        req.res?.set("Retry-After", "60");
      }
      throw error;
    });
  if (intent.id !== row.providerRef) await attachProviderRef(app.db, row.id, intent.id);
  return {
    clientSecret: intent.clientSecret,
    provider: app.payments.name,
    publishableKey: app.payments.publishableKey ?? null,
    amount: row.amount,
  };
}
