// Paying by invoice (issue 24, decision 027): a contact of an approved business, signed in by the account cookie,
// books on the account. In the booking's own transaction, under the date's lock: the account is locked and judged by
// the credit rule (canBookOnAccount) with this booking's full price, the purchase order is required when the account
// says so, and once the seats are placed the booking is confirmed at once, its invoice issued (numbered, with its
// journal row) and its confirmation queued. Any refusal rolls everything back: no seat, no number, no e-mail.
import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { organisationContacts, organisations, type Booking, type DocumentRow, type Organisation } from "#db/schema";
import { badRequest, conflict, HttpError } from "#app/shared/http-error";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { canBookOnAccount, CREDIT_REFUSAL_MESSAGES, type CreditRefusal } from "#app/features/accounts/account-credit";
import { accountCreditOf } from "#app/features/accounts/unpaid-invoices.server";
import type { SignedInContact } from "#app/features/accounts/account-links.server";
import { issueInvoice } from "#app/features/documents/issue-invoice.server";
import { addBookingEvent, type Actor } from "../life-cycle/booking-lifecycle.server";
import { queueConfirmation } from "../life-cycle/booking-messages.server";
import type { CreateBookingRequest } from "../schema";

export const INVOICE_MESSAGES = {
  signIn:
    "To pay by invoice, please sign in to your business account first, using the link we e-mail to you. You can still pay by card.",
  purchaseOrder: "Please enter your purchase order number: your business account asks for one on every booking.",
  bundle:
    "A first aid course booked with this one is paid by card. Please book it separately to put it on your account.",
} as const;

/** What a refused booking on account is told: the customer online (below), or the office booking by phone. */
export type OnAccountMessages = Record<CreditRefusal | "purchaseOrder", string>;

const CUSTOMER_ON_ACCOUNT_MESSAGES: OnAccountMessages = {
  ...CREDIT_REFUSAL_MESSAGES,
  purchaseOrder: INVOICE_MESSAGES.purchaseOrder,
};

/**
 * Whether the request pays by invoice. A first-aid bundle cannot: its first payment is one card payment for both
 * bookings (decision 026).
 */
export function paysByInvoice(input: Pick<CreateBookingRequest, "paymentType" | "firstAidBundle">): boolean {
  const onInvoice = input.paymentType === "invoice";
  if (onInvoice && input.firstAidBundle) {
    throw badRequest(INVOICE_MESSAGES.bundle, { firstAidBundle: [INVOICE_MESSAGES.bundle] });
  }
  return onInvoice;
}

/** Who is booking on account: the contact the session cookie names (never an id from the request body). */
export type InvoiceBooker = { contact: SignedInContact | null; site: SiteInfo };

/** The account the booking goes on, checked and locked; the caller then places the seats and calls confirmOnAccount. */
export type AccountCheck = { organisation: Organisation; contactId: string; purchaseOrder: string | null };

/**
 * Locks the contact's organisation (so two bookings on one account at once are judged one after the other against
 * its credit limit) and refuses the booking when the contact is gone, the account is not approved, this booking's
 * `total` would go over its limit, an invoice of its is more than 30 days overdue, or its purchase order is missing.
 */
export async function checkBookingOnAccount(
  tx: Executor,
  booker: InvoiceBooker | undefined,
  request: { total: number; purchaseOrder?: string; today: string },
  messages: OnAccountMessages = CUSTOMER_ON_ACCOUNT_MESSAGES,
): Promise<AccountCheck> {
  const contact = booker?.contact;
  if (!contact) throw new HttpError(403, INVOICE_MESSAGES.signIn);
  const [organisation] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.id, contact.organisationId))
    .for("update");
  const [stillContact] = await tx
    .select({ id: organisationContacts.id })
    .from(organisationContacts)
    .where(
      and(
        eq(organisationContacts.id, contact.contactId),
        eq(organisationContacts.organisationId, contact.organisationId),
      ),
    );
  if (!organisation || !stillContact) throw new HttpError(403, INVOICE_MESSAGES.signIn);
  if (organisation.status !== "approved") throw conflict(messages["not-approved"]);
  const purchaseOrder = request.purchaseOrder?.trim() || null;
  if (organisation.poRequired && !purchaseOrder) {
    throw badRequest(messages.purchaseOrder, { purchaseOrder: [messages.purchaseOrder] });
  }
  const credit = await accountCreditOf(tx, organisation.id);
  const decision = canBookOnAccount(credit!, request.total, request.today);
  if (!decision.ok) throw conflict(messages[decision.reason]);
  return { organisation, contactId: contact.contactId, purchaseOrder };
}

/** The account a request paying by invoice goes on, checked and locked (checkBookingOnAccount); none for a card. */
export async function accountForRequest(
  tx: Executor,
  input: Pick<CreateBookingRequest, "paymentType" | "purchaseOrder">,
  booker: InvoiceBooker | undefined,
  { total, today }: { total: number; today: string },
): Promise<AccountCheck | undefined> {
  if (input.paymentType !== "invoice") return undefined;
  return checkBookingOnAccount(tx, booker, { total, purchaseOrder: input.purchaseOrder, today });
}

/** What a booking on account stores besides the usual: confirmed now, on the account, the full price, no hold. */
export const onAccountValues = (account: AccountCheck, now = new Date()) => ({
  status: "confirmed" as const,
  confirmedAt: now,
  holdExpiresAt: null,
  holdAddress: null,
  balanceDueDate: null,
  organisationId: account.organisation.id,
  organisationContactId: account.contactId,
  purchaseOrder: account.purchaseOrder,
});

/**
 * Issues the booking's invoice on the account's terms, notes it on the timeline and queues the confirmation. `actor`
 * is who booked: the customer online, or the staff member who booked it by phone.
 */
export async function confirmOnAccount(
  tx: Executor,
  booking: Booking,
  account: AccountCheck,
  { site, today, actor = "customer" }: { site: SiteInfo; today: string; actor?: Actor },
): Promise<DocumentRow> {
  const invoice = await issueInvoice(tx, booking.id, {
    site,
    issuedOn: today,
    termsDays: account.organisation.termsDays,
  });
  await addBookingEvent(tx, booking.id, {
    kind: "invoiced",
    text: `Booked on the account of ${account.organisation.name}: invoice ${invoice.displayNumber} for ${formatPoundsExact(invoice.total)}, due by ${formatDate(invoice.dueOn ?? today)}${account.purchaseOrder ? `, purchase order ${account.purchaseOrder}` : ""}`,
    actor,
  });
  await queueConfirmation(tx, booking.id, site);
  return invoice;
}
