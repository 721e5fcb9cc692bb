// The booking's staff page of a booking paid by invoice (issue 24): 'Payment type: Invoice' with the invoice's number
// linking its PDF, not 'Full'; a card booking's reads as before. The detail from the real API, rendered.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { organisations } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertAvailableDate, insertBooking, insertCourse, unique } from "#test/support/factories";
import { siteAt } from "#test/support/site-at";
import { adminKeys } from "#app/shared/staff/query-client";
import { issueInvoice } from "#app/features/documents/issue-invoice.server";
import { BookingDetail } from "./booking-detail";
import { paymentTypeText } from "./booking-figures";
import type { AdminBookingFull } from "./staff-schema";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

async function booking(paymentType: "full" | "invoice") {
  const [organisation] = await db()
    .insert(organisations)
    .values({
      name: `Acme Security ${unique()}`,
      billingAddress: "Unit 2, Mill Lane, Reading",
      billingPostcode: "RG1 1AA",
      billingEmail: "accounts@acme.example.com",
      status: "approved",
      creditLimit: 500_000,
    })
    .returning();
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", price: 24_900 });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: "2027-03-15" });
  const row = await insertBooking(db(), {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    paymentType,
    paymentAmount: 24_900,
    totalPrice: 24_900,
    paid: paymentType === "full" ? 24_900 : 0,
    ...(paymentType === "invoice" && { organisationId: organisation!.id }),
  });
  const invoice =
    paymentType === "invoice"
      ? await issueInvoice(db(), row.id, { site: siteAt("https://academy.example"), issuedOn: "2026-11-01" })
      : null;
  return { booking: row, invoice };
}

function paymentTypeField(detail: AdminBookingFull): string {
  const client = new QueryClient();
  client.setQueryData(adminKeys.booking(detail.id), detail);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <BookingDetail bookingId={detail.id} />
    </QueryClientProvider>,
  );
  return /Payment type<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html)?.[1] ?? "";
}

describe("the booking's staff page: payment type", () => {
  it.each([
    ["deposit", "Deposit"],
    ["full", "Full"],
    ["invoice", "Invoice"],
  ] as const)("words %s as %s", (type, text) => {
    expect(paymentTypeText(type)).toBe(text);
  });

  it("reads 'Invoice' with the invoice's number linking its PDF for a booking paid by invoice", async () => {
    const { booking: row, invoice } = await booking("invoice");
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${row.id}`);
    expect(detail).toMatchObject({ paymentType: "invoice", invoice: { id: invoice!.id, number: "INV-000001" } });
    const field = paymentTypeField(detail);
    expect(field).toContain("Invoice");
    expect(field).toContain(`href="/api/admin/documents/${invoice!.id}.pdf"`);
    expect(field).toContain(">INV-000001</a>");
    expect(field).not.toContain("Full");
  });

  it("reads 'Full' with no invoice for a card booking", async () => {
    const { booking: row } = await booking("full");
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${row.id}`);
    expect(detail).toMatchObject({ paymentType: "full", invoice: null });
    expect(paymentTypeField(detail)).toBe("Full");
  });
});
