// The confirmation of a booking on a business account (issue 24): its invoice's number, total, due date and PDF, and
// with BANK_DETAILS set the account to pay, quoting the invoice's number; unset, no account is made up.
import { describe, expect, it } from "vitest";
import { bookingConfirmedEmail, type ConfirmedInvoice } from "./booking-confirmed-email";
import { makeMessageBooking, testSite } from "./message-test-kit";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const invoice: ConfirmedInvoice = {
  number: "INV-000042",
  total: 49_800,
  dueOn: "2026-12-01",
  url: "https://www.example.co.uk/api/bookings/by-token/TOKEN/documents/1.pdf",
};
const bank = { accountName: "Thames Valley Security Training Ltd", sortCode: "12-34-56", accountNumber: "87654321" };

describe("the confirmation of a booking paid by invoice", () => {
  it("gives the bank account and the invoice's number to quote when the academy's are set", async () => {
    const email = await bookingConfirmedEmail(makeMessageBooking(), testSite, {
      joiningInstructionsSoon: false,
      invoice: { ...invoice, bankDetails: bank },
    });
    expectToContainEach(email.text, [
      "Invoice: INV-000042, £498",
      "Payment due by: 1 December 2026",
      invoice.url,
      "Please pay by bank transfer to Thames Valley Security Training Ltd, sort code 12-34-56, account number 87654321, quoting INV-000042 as the reference.",
    ]);
  });

  it.each([undefined, null])("names no account when none is set (%s)", async (bankDetails) => {
    const email = await bookingConfirmedEmail(makeMessageBooking(), testSite, {
      joiningInstructionsSoon: false,
      invoice: { ...invoice, bankDetails },
    });
    expect(email.text).toContain("Download invoice INV-000042 (PDF)");
    expect(email.text).not.toContain("sort code");
  });
});
