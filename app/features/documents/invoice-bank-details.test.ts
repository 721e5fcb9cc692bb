// The academy's bank details and invoices (issue 24): with BANK_DETAILS set, an invoice prints 'How to pay' with the
// account and its own number to quote, kept in its snapshot as issued; the reminders give the account and go to the
// contact who booked as well as the billing address (one e-mail each, once); the customer's booking page says how to
// pay. Unset, the customer is told to ask. The PDFs are read back with pdf.js, as the other document tests read them.
// (The staff page's 'Payment type: Invoice': booking/staff/booking-detail-invoice.test.tsx.)
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emailOutbox, organisationContacts } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { pdfPages } from "#test/support/pdf-text";
import { londonInstant } from "#app/shared/london-clock";
import { bookingEmailHooks, queueConfirmation } from "#app/features/booking/life-cycle/booking-messages.server";
import { bookingPageView } from "#app/features/booking/booking-page/booking-page.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { createBookingLink } from "#app/features/booking/life-cycle/booking-links.server";
import { academy, documentScene } from "./documents-test-kit";
import { invoicedBooking, recordTransfer } from "#test/support/invoiced-booking";
import { issueInvoice } from "./issue-invoice.server";
import { snapshotOf } from "./issue-document.server";
import { sendInvoiceReminder, withInvoiceReminderCheck } from "./invoice-reminders.server";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const BANK = { accountName: "Thames Valley Security Training Ltd", sortCode: "12-34-56", accountNumber: "87654321" };
const site = setUpTestApp({
  admin: true,
  start: { env: { BANK_DETAILS: `${BANK.accountName}, 123456, ${BANK.accountNumber}` } },
});
const db = () => site.app.ctx.db;
const withBank = () => site.app.ctx.site;

async function pdfText(documentId: string) {
  const response = await site.admin.send("GET", `/documents/${documentId}.pdf`);
  expect(response.status).toBe(200);
  const pages = await pdfPages(await response.arrayBuffer());
  expect(pages).toHaveLength(1);
  return pages[0]!.text;
}

describe("an invoice and the academy's bank details", () => {
  it("prints 'How to pay' with the account and the invoice's number to quote, kept as issued", async () => {
    const { booking } = await documentScene(db());
    const invoice = await db().transaction((tx) =>
      issueInvoice(tx, booking.id, { site: withBank(), issuedOn: "2026-11-02" }),
    );
    expect(snapshotOf(invoice).bankDetails).toEqual(BANK);
    const text = await pdfText(invoice.id);
    expectToContainEach(text, [
      "How to pay",
      "By bank transfer to:",
      `Account name ${BANK.accountName}`,
      "Sort code 12-34-56",
      "Account number 87654321",
      `Please quote ${invoice.displayNumber} as the reference.`,
      "Please pay by the due date.",
    ]);
    expect(text).not.toContain(`quoting ${booking.reference}`);
  });

  it("issued without the setting, prints no account and asks for the booking's reference, as before", async () => {
    const { booking } = await documentScene(db());
    const invoice = await db().transaction((tx) => issueInvoice(tx, booking.id, { site: academy() }));
    expect(snapshotOf(invoice).bankDetails).toBeNull();
    const text = await pdfText(invoice.id);
    expect(text).not.toContain("How to pay");
    expect(text).not.toContain("87654321");
    expect(text).toContain(`Please pay by the due date, quoting ${booking.reference}.`);
  });
});

const at = (day: string) => londonInstant(day, "09:05");
const remindersOf = (invoiceId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.kind, `invoice-reminder-%:${invoiceId}%`))
    .orderBy(emailOutbox.kind);

/** An invoiced booking made by a contact of the account whose address is `contactEmail`. */
async function bookedByContact(contactEmail: string) {
  const scene = await invoicedBooking(db(), { total: 49_800, issuedOn: "2026-11-01" });
  const [contact] = await db()
    .insert(organisationContacts)
    .values({ organisationId: scene.organisation.id, fullName: "Sam Booker", email: contactEmail })
    .returning();
  await db().update(bookings).set({ organisationContactId: contact!.id }).where(eq(bookings.id, scene.booking.id));
  return scene;
}

describe("invoice reminders", () => {
  it("go to the billing address and to the contact who booked, one e-mail each, once, with the bank account", async () => {
    const { booking, invoice } = await bookedByContact("sam@acme.example.com");
    const payload = { invoiceId: invoice.id, stage: "due-soon" as const };
    expect(await sendInvoiceReminder(db(), payload, at("2026-11-24"), withBank())).toBe("queued");
    expect(await sendInvoiceReminder(db(), payload, at("2026-11-24"), withBank())).toBe("not-sent");
    const sent = await remindersOf(invoice.id);
    expect(sent.map((email) => [email.kind, email.toAddress])).toEqual([
      [`invoice-reminder-due-soon:${invoice.id}`, "accounts@acme.example.com"],
      [`invoice-reminder-due-soon:${invoice.id}:contact`, "sam@acme.example.com"],
    ]);
    for (const email of sent) {
      expect(email.bookingId).toBe(booking.id);
      expectToContainEach(email.text, [
        "Please pay by bank transfer to:",
        `Account name: ${BANK.accountName}`,
        "Sort code: 12-34-56",
        "Account number: 87654321",
        `Reference: ${invoice.displayNumber}`,
      ]);
      expect(email.text).not.toContain("If you need our bank details");
    }
    // The contact's copy is checked at sending as the billing one is: paid since, neither goes.
    expect((await recordTransfer(site.admin, invoice.id, 49_800, "2026-11-20")).status).toBe(201);
    const hooks = withInvoiceReminderCheck(db(), bookingEmailHooks(db()));
    for (const email of sent) expect(await hooks.prepare(email)).toBeNull();
  });

  it("go once when the contact's address is the billing address, in whatever case", async () => {
    const { invoice } = await bookedByContact("Accounts@ACME.example.com");
    const payload = { invoiceId: invoice.id, stage: "due-today" as const };
    expect(await sendInvoiceReminder(db(), payload, at("2026-12-01"), withBank())).toBe("queued");
    expect((await remindersOf(invoice.id)).map((email) => email.toAddress)).toEqual(["accounts@acme.example.com"]);
  });

  it("without the setting, ask the customer to reply or call for the bank details", async () => {
    const { invoice } = await bookedByContact("sam@acme.example.com");
    const payload = { invoiceId: invoice.id, stage: "due-soon" as const };
    expect(await sendInvoiceReminder(db(), payload, at("2026-11-24"), academy())).toBe("queued");
    const sent = await remindersOf(invoice.id);
    expect(sent).toHaveLength(2);
    for (const email of sent) {
      expect(email.text).toContain(`Please pay by bank transfer, quoting ${invoice.displayNumber} as the reference.`);
      expect(email.text).toContain("If you need our bank details");
      expect(email.text).not.toContain("Sort code");
    }
  });
});

describe("the customer's booking page of an invoiced booking", () => {
  it("says how to pay while money is owed: the account with the setting, whom to ask without, nothing once paid", async () => {
    const { booking, invoice } = await invoicedBooking(db(), { total: 24_900 });
    const view = async (on = withBank()) =>
      bookingPageView(db(), (await getBookingSummary(db(), { id: booking.id }))!, on, "2026-11-10");
    const number = invoice.displayNumber;
    expect((await view()).invoicePayment).toBe(
      `Please pay invoice ${number} by bank transfer to ${BANK.accountName}, sort code 12-34-56, account number 87654321, quoting ${number} as the reference.`,
    );
    expect((await view(academy())).invoicePayment).toBe(
      `Please pay invoice ${number} by bank transfer, quoting ${number} as the reference. For our bank details, call us on ${academy().phone} or e-mail ${academy().email}.`,
    );
    expect((await recordTransfer(site.admin, invoice.id, 24_900, "2026-11-05")).status).toBe(201);
    expect((await view()).invoicePayment).toBeNull();
  });

  it("a card booking has no such line", async () => {
    const { booking } = await documentScene(db(), { paid: 24_900 });
    const summary = (await getBookingSummary(db(), { id: booking.id }))!;
    expect((await bookingPageView(db(), summary, withBank())).invoicePayment).toBeNull();
  });
});

describe("how to pay an invoice, told alike (issue 24)", () => {
  it("the confirmation, the booking page and the success page give one sentence; once paid, the pages none", async () => {
    const { booking, invoice } = await invoicedBooking(db(), { total: 24_900 });
    const number = invoice.displayNumber;
    const sentence = `Please pay invoice ${number} by bank transfer to ${BANK.accountName}, sort code 12-34-56, account number 87654321, quoting ${number} as the reference.`;
    await db().transaction((tx) => queueConfirmation(tx, booking.id, withBank()));
    const [email] = await db().select().from(emailOutbox).where(like(emailOutbox.kind, "booking-confirmation%"));
    expect(email!.bookingId).toBe(booking.id);
    expect(email!.text).toContain(sentence);

    const pageView = async () =>
      bookingPageView(db(), (await getBookingSummary(db(), { id: booking.id }))!, withBank(), "2026-11-10");
    const token = await createBookingLink(db(), booking.id);
    const successAnswer = async () =>
      ((await (await site.app.fetch(`/api/bookings/by-token/${token}`)).json()) as { invoicePayment: string | null })
        .invoicePayment;
    expect((await pageView()).invoicePayment).toBe(sentence);
    expect(await successAnswer()).toBe(sentence);

    expect((await recordTransfer(site.admin, invoice.id, 24_900, "2026-11-05")).status).toBe(201);
    expect((await pageView()).invoicePayment).toBeNull();
    expect(await successAnswer()).toBeNull();
  });
});
