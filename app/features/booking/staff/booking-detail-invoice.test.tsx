// The booking's staff page of a booking paid by invoice (issue 24): 'Payment type: Invoice' with the invoice's number
// linking its PDF, not 'Full'; a card booking's reads as before. The detail from the real API, rendered.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertCourse } from "#test/support/factories";
import { insertBookingInDays } from "#test/support/dated-booking";
import { adminKeys } from "#app/shared/staff/query-client";
import { invoicedBooking } from "#test/support/invoiced-booking";
import { BookingDetail } from "./booking-detail";
import { paymentTypeText } from "./booking-figures";
import type { AdminBookingFull } from "./staff-schema";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

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
    const { booking: row, invoice } = await invoicedBooking(db(), { total: 24_900 });
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${row.id}`);
    expect(detail).toMatchObject({ paymentType: "invoice", invoice: { id: invoice.id, number: "INV-000001" } });
    const field = paymentTypeField(detail);
    expect(field).toContain("Invoice");
    expect(field).toContain(`href="/api/admin/documents/${invoice.id}.pdf"`);
    expect(field).toContain(">INV-000001</a>");
    expect(field).not.toContain("Full");
  });

  it("reads 'Full' with no invoice for a card booking", async () => {
    const course = await insertCourse(db(), { price: 24_900 });
    const { booking: row } = await insertBookingInDays(db(), course.id, 60, {
      status: "confirmed",
      paymentType: "full",
      paymentAmount: 24_900,
      totalPrice: 24_900,
    });
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${row.id}`);
    expect(detail).toMatchObject({ paymentType: "full", invoice: null });
    expect(paymentTypeField(detail)).toBe("Full");
  });
});
