// The confirmation of a booking on a business account (issue 24): its invoice's number, total, due date and PDF, and
// how to pay it in the words the server gives (howToPayInvoice, the booking page's and the success page's too).
import { describe, expect, it } from "vitest";
import { bookingConfirmedEmail, type ConfirmedInvoice } from "./booking-confirmed-email";
import { makeMessageBooking, testSite } from "./message-test-kit";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const howToPay =
  "Please pay invoice INV-000042 by bank transfer to Thames Valley Security Training Ltd, sort code 12-34-56, account number 87654321, quoting INV-000042 as the reference.";
const invoice: ConfirmedInvoice = {
  number: "INV-000042",
  total: 49_800,
  dueOn: "2026-12-01",
  url: "https://www.example.co.uk/api/bookings/by-token/TOKEN/documents/1.pdf",
  howToPay,
};

describe("the confirmation of a booking paid by invoice", () => {
  it("names the invoice, its total, due date and PDF, and says how to pay it", async () => {
    const email = await bookingConfirmedEmail(makeMessageBooking(), testSite, {
      joiningInstructionsSoon: false,
      invoice,
    });
    expectToContainEach(email.text, [
      "Invoice: INV-000042, £498",
      "Payment due by: 1 December 2026",
      invoice.url,
      howToPay,
    ]);
    expectToContainEach(email.html, [invoice.url, `>${howToPay}</p>`]);
    expect(email.text).toContain("Download invoice INV-000042 (PDF)");
  });

  it("a card booking's confirmation says nothing of an invoice", async () => {
    const email = await bookingConfirmedEmail(makeMessageBooking(), testSite, { joiningInstructionsSoon: false });
    expect(email.text).not.toContain("invoice");
    expect(email.text).not.toContain("bank transfer");
  });
});
