// Invoiced bookings for tests of the office's side of invoices (issue 24): an approved account's booking paid by
// invoice (payment_type 'invoice', no money yet) with its invoice issued through issueInvoice, as the pay-by-invoice
// booking will leave it. Made directly, so these tests do not depend on how a booking on account is made.
import type { Executor } from "#db/db.server";
import { organisations } from "#db/schema";
import { insertAvailableDate, insertBooking, insertCourse, unique } from "#test/support/factories";
import { academy } from "./documents-test-kit";
import { issueInvoice } from "./issue-invoice.server";

export async function invoicedBooking(
  db: Executor,
  options: { total?: number; issuedOn?: string; termsDays?: number; createdAt?: Date; name?: string } = {},
) {
  const total = options.total ?? 49_800;
  const [organisation] = await db
    .insert(organisations)
    .values({
      name: options.name ?? `Acme Security ${unique()}`,
      billingAddress: "Unit 2, Mill Lane, Reading",
      billingPostcode: "RG1 1AA",
      billingEmail: "accounts@acme.example.com",
      status: "approved",
      creditLimit: 500_000,
    })
    .returning();
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: total });
  const date = await insertAvailableDate(db, { courseId: course.id, date: "2027-03-15" });
  const booking = await insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    paymentType: "invoice",
    paymentAmount: total,
    totalPrice: total,
    organisationId: organisation!.id,
    paid: 0,
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
  return { organisation: organisation!, course, booking, invoice };
}
