// The business account page's data (issue 24), read for the contact a session cookie names.
import { and, desc, eq, ne } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courses, documents, organisations } from "#db/schema";
import { firstDaySql, withCourseAndDates } from "#app/features/booking/booking-dates.server";
import type { SignedInContact } from "./account-links.server";
import type { AccountPage } from "./account-page";
import { unpaidInvoicesOf } from "./unpaid-invoices.server";

/** The most recent bookings and documents the page lists. */
export const ACCOUNT_PAGE_ROWS = 100;

export async function accountPageOf(db: Executor, contact: SignedInContact): Promise<AccountPage | null> {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, contact.organisationId));
  if (!organisation) return null;
  const bookingRows = await withCourseAndDates(
    db
      .select({
        reference: bookings.reference,
        courseTitle: courses.title,
        startDate: firstDaySql,
        seats: bookings.seats,
        status: bookings.status,
        totalPrice: bookings.totalPrice,
        purchaseOrder: bookings.purchaseOrder,
      })
      .from(bookings)
      .$dynamic(),
  )
    // A hold that lapsed unpaid was never a booking to the business.
    .where(and(eq(bookings.organisationId, organisation.id), ne(bookings.status, "expired")))
    .orderBy(desc(bookings.createdAt))
    .limit(ACCOUNT_PAGE_ROWS);
  const documentRows = await db
    .select({
      id: documents.id,
      displayNumber: documents.displayNumber,
      kind: documents.kind,
      issuedOn: documents.issuedOn,
      dueOn: documents.dueOn,
      total: documents.total,
    })
    .from(documents)
    .where(eq(documents.organisationId, organisation.id))
    .orderBy(desc(documents.issuedAt))
    .limit(ACCOUNT_PAGE_ROWS);
  const unpaid = await unpaidInvoicesOf(db, organisation.id);
  return {
    contact: { fullName: contact.fullName, email: contact.email },
    organisation: {
      name: organisation.name,
      status: organisation.status,
      billingAddress: organisation.billingAddress,
      billingPostcode: organisation.billingPostcode,
      billingEmail: organisation.billingEmail,
      poRequired: organisation.poRequired,
      termsDays: organisation.termsDays,
      creditLimit: organisation.creditLimit,
      unpaid: unpaid.reduce((sum, invoice) => sum + invoice.total - invoice.paid, 0),
    },
    bookings: bookingRows,
    documents: documentRows,
  };
}
