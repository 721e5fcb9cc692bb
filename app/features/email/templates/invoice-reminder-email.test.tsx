// An invoice's reminders (issue 24): each stage's subject and opening, and every one the invoice number, what is
// still owed, the due date, how to pay and the download link, in both parts, the business's name escaped in the HTML.
import { describe, expect, it } from "vitest";
import { invoiceReminderEmail, type InvoiceReminderStageName, type MessageInvoice } from "./invoice-reminder-email";
import { testSite } from "./message-test-kit";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const invoice: MessageInvoice = {
  number: "INV-000042",
  customer: "<b>Acme</b> Guarding Ltd",
  bookingReference: "TV-ABC123",
  courseTitle: "SIA Door Supervisor",
  issuedOn: "2026-11-01",
  dueOn: "2026-12-01",
  total: 49_800,
  owed: 49_800,
  downloadUrl: "https://www.example.co.uk/api/bookings/by-token/TOKEN/documents/1.pdf",
};

describe("an invoice reminder", () => {
  it.each<[InvoiceReminderStageName, string, string]>([
    ["due-soon", "Invoice INV-000042: £498 due by 1 December 2026", "is due in 7 days, on 1 December 2026"],
    ["due-today", "Invoice INV-000042 is due today: £498", "is due today, 1 December 2026"],
    ["overdue-7", "Invoice INV-000042 is overdue: £498 was due on 1 December 2026", "and £498 is still unpaid"],
    ["overdue-14", "Invoice INV-000042 is overdue: £498 was due on 1 December 2026", "two weeks ago"],
  ])("%s: says what is owed, when, how to pay and where the invoice is", async (stage, subject, opening) => {
    const email = await invoiceReminderEmail(invoice, testSite, { stage });
    expect(email.subject).toBe(subject);
    expectToContainEach(email.text, [
      opening,
      "Invoice number: INV-000042",
      "Booking reference: TV-ABC123",
      "Still to pay: £498",
      "Due by: 1 December 2026",
      "Please pay by bank transfer, quoting INV-000042 as the reference.",
      "https://www.example.co.uk/api/bookings/by-token/TOKEN/documents/1.pdf",
    ]);
    expect(email.html).toContain("&lt;b&gt;Acme&lt;/b&gt; Guarding Ltd");
    expect(email.html).not.toContain("<b>Acme</b>");
  });

  it("thanks a business that has paid part of it, and says only what is left", async () => {
    const email = await invoiceReminderEmail({ ...invoice, owed: 19_800 }, testSite, { stage: "due-today" });
    expect(email.subject).toBe("Invoice INV-000042 is due today: £198");
    expect(email.text).toContain("£198 is still to pay (of £498; thank you for what you have paid)");
  });
});
