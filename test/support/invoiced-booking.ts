// Invoiced bookings for tests of the office's side of invoices (issue 24): an approved account's booking paid by
// invoice (payment_type 'invoice', no money yet) with its invoice issued through issueInvoice, as the pay-by-invoice
// booking will leave it. Made directly, so these tests do not depend on how a booking on account is made.
import type { Executor } from "#db/db.server";
import { insertOrganisation } from "#app/features/accounts/account-test-kit";
import { insertAvailableDate, insertBooking, insertCourse, type AdminClient } from "#test/support/factories";
import { academy } from "#app/features/documents/documents-test-kit";
import { issueInvoice } from "#app/features/documents/issue-invoice.server";

export async function invoicedBooking(
  db: Executor,
  options: { total?: number; issuedOn?: string; termsDays?: number; createdAt?: Date; name?: string } = {},
) {
  const total = options.total ?? 49_800;
  const { organisation } = await insertOrganisation(
    db,
    { status: "approved", creditLimit: 500_000, ...(options.name !== undefined && { name: options.name }) },
    [],
  );
  const booking = await insertInvoiceBooking(db, organisation.id, total, {
    createdAt: options.createdAt ?? new Date("2026-10-01T10:00:00Z"),
    userDetails: {
      fullName: "Priya Manager",
      email: "priya@acme.example.com",
      phone: "0118 496 0000",
      address: "Unit 2, Mill Lane, Reading",
      postcode: "RG1 1AA",
    },
  });
  const invoice = await issueInvoice(db, booking.id, {
    site: academy(),
    issuedOn: options.issuedOn ?? "2026-11-01",
    ...(options.termsDays !== undefined && { termsDays: options.termsDays }),
  });
  return { organisation, booking, invoice };
}

/** A confirmed booking of a course of its own, paid by invoice by the account `organisationId`: no money yet. */
export async function insertInvoiceBooking(
  db: Executor,
  organisationId: string,
  total: number,
  overrides: Omit<Parameters<typeof insertBooking>[1], "courseId"> = {},
) {
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: total });
  const date = await insertAvailableDate(db, { courseId: course.id, date: "2027-03-15" });
  return insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    paymentType: "invoice",
    paymentAmount: total,
    totalPrice: total,
    organisationId,
    paid: 0,
    ...overrides,
  });
}

/** Staff record a bank transfer of `amount` pence against an invoice (POST /api/admin/documents/:id/payments). */
export const recordTransfer = (admin: AdminClient, invoiceId: string, amount: number, receivedOn: string) =>
  admin.send("POST", `/documents/${invoiceId}/payments`, {
    amount,
    receivedOn,
    reference: "ACME",
    idempotencyKey: crypto.randomUUID(),
  });
