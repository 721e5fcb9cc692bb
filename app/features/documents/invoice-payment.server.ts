// Staff record a bank transfer received against an invoice (issue 24, decision 027): a manual payment in the ledger
// naming the invoice (payment.invoice_id), dated the day the money arrived; the payment trigger numbers its receipt
// and writes its money_journal row, and its receipt is issued and e-mailed as for any money recorded by hand. Never
// more than is still owed on the invoice (409). The form's key makes a repeat harmless: the same key answers the
// payment it recorded, and records nothing more.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, documents, payments } from "#db/schema";
import { badRequest, conflict, notFound } from "#app/shared/http-error";
import { formatDate, londonDateOf, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { queueReceipt } from "#app/features/booking/life-cycle/booking-messages.server";
import { closeOpenAttempts } from "#app/features/payments/attempts.server";
import { receivedOnRefusal } from "#app/features/payments/by-hand";
import { lockBookingOfLedger, recordManualPayment } from "#app/features/payments/ledger.server";
import type { InvoicePaymentInput, InvoicePaymentResult } from "./documents-schema";
import { invoiceBalanceOf } from "./invoice-balance.server";
import { issueReceipt } from "./issue-receipt.server";

/** How the money came: the only way an invoice is paid outside the site. */
export const INVOICE_PAYMENT_METHOD = "Bank transfer";

const invoiceNotFound = () => notFound("Invoice not found");

export async function recordInvoicePayment(
  db: Database,
  invoiceId: string,
  input: InvoicePaymentInput,
  staff: { id: string; username: string },
  site: SiteInfo,
): Promise<InvoicePaymentResult> {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ bookingId: documents.bookingId, kind: documents.kind })
      .from(documents)
      .where(eq(documents.id, invoiceId));
    if (!peek || peek.kind !== "invoice") throw invoiceNotFound();
    // Decision 003's order: the booking first, as every writer of its ledger; then the invoice, as a credit note
    // against it locks it, so the two never both take the last of what is owed.
    await lockBookingOfLedger(tx, peek.bookingId);
    await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, invoiceId)).for("update");

    const repeated = await repeatOf(tx, invoiceId, input);
    if (repeated) return repeated;

    const balance = (await invoiceBalanceOf(tx, invoiceId))!;
    const number = balance.invoice.displayNumber;
    if (balance.owed <= 0) throw conflict(`${number} is paid: nothing more is owed on it.`);
    if (input.amount > balance.owed) {
      const message = `That is more than the ${formatPoundsExact(balance.owed)} still owed on ${number}.`;
      throw conflict(message, { amount: [message] });
    }
    const [booking] = await tx
      .select({ createdAt: bookings.createdAt })
      .from(bookings)
      .where(eq(bookings.id, peek.bookingId));
    const today = londonToday();
    const wrongDay = receivedOnRefusal(input.receivedOn, { today, bookedOn: londonDateOf(booking!.createdAt) });
    if (wrongDay) throw badRequest(wrongDay, { receivedOn: [wrongDay] });

    // A card form the customer may still have open asks for the old balance: it is closed, at the provider too.
    await closeOpenAttempts(tx, peek.bookingId);
    const row = await recordManualPayment(tx, {
      bookingId: peek.bookingId,
      amount: input.amount,
      method: INVOICE_PAYMENT_METHOD,
      note: `Reference: ${input.reference}`,
      recordedBy: staff.id,
      receivedOn: input.receivedOn,
      invoiceId,
      idempotencyKey: input.idempotencyKey,
    });
    const owed = balance.owed - input.amount;
    const arrived = input.receivedOn === today ? "" : `, received on ${formatDate(input.receivedOn)}`;
    await addBookingEvent(tx, peek.bookingId, {
      kind: "payment",
      text: `${formatPoundsExact(input.amount)} bank transfer against ${number} recorded by staff (reference ${input.reference})${arrived}; ${owed > 0 ? `${formatPoundsExact(owed)} still owed on it` : "the invoice is paid"}`,
      actor: staff.username,
    });
    await issueReceipt(tx, row.id, site);
    await queueReceipt(tx, peek.bookingId, row.id, site);
    return {
      paymentId: row.id,
      repeated: false,
      invoice: { id: invoiceId, number, total: balance.invoice.total, owed },
    };
  });
}

/**
 * The answer to a key already used: the same payment again (nothing recorded), or 409 when the key recorded
 * something else (another invoice or amount: a form's key is never meant for two payments).
 */
async function repeatOf(
  tx: Executor,
  invoiceId: string,
  input: InvoicePaymentInput,
): Promise<InvoicePaymentResult | undefined> {
  const [earlier] = await tx
    .select({ id: payments.id, invoiceId: payments.invoiceId, amount: payments.amount })
    .from(payments)
    .where(eq(payments.idempotencyKey, input.idempotencyKey));
  if (!earlier) return undefined;
  if (earlier.invoiceId !== invoiceId || earlier.amount !== input.amount) {
    throw conflict("This form already recorded a different payment. Please open the form again to record another.");
  }
  const balance = (await invoiceBalanceOf(tx, invoiceId))!;
  return {
    paymentId: earlier.id,
    repeated: true,
    invoice: {
      id: invoiceId,
      number: balance.invoice.displayNumber,
      total: balance.invoice.total,
      owed: balance.owed,
    },
  };
}
