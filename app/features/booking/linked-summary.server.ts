// A booking as its customer's link shows it on the success page (its loader and GET /api/bookings/by-token/{token}).
import type { Executor } from "#db/db.server";
import type { SiteInfo } from "#app/shared/site-info";
import { documentsOfBooking, invoicePaymentText } from "#app/features/documents/documents.server";
import type { BookingSummary, LinkedBookingSummary } from "./booking-summary";

/**
 * The summary with how to pay its invoice while one is owed (issue 24), in the words the booking page and the
 * confirmation e-mail use; null for a booking not on account (the common case costs no query).
 */
export async function linkedSummary(
  db: Executor,
  summary: BookingSummary,
  site: Pick<SiteInfo, "phone" | "email" | "legal">,
): Promise<LinkedBookingSummary> {
  const invoicePayment = summary.invoice ? invoicePaymentText(await documentsOfBooking(db, summary.id), site) : null;
  return { ...summary, invoicePayment };
}
