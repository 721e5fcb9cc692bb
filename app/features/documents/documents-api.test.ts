// Receipts, invoices and credit notes as PDFs (issue 24): a card or staff payment issues its receipt in the same
// transaction (a deposit's says so and, VAT-registered, is the VAT invoice for it); the customer downloads only their
// booking's documents by its link; staff list and download any. The PDFs are read back with pdf.js.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents, payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { pdfPages } from "#test/support/pdf-text";
import { recordPaymentSucceeded } from "#app/features/payments/record-payment.server";
import { formatDate, londonToday } from "#app/shared/dates";
import { documentPdf } from "./document-pdf.server";
import { academy, documentScene } from "./documents-test-kit";
import type { AdminDocument, BookingDocument } from "./documents-schema";
import { issueCreditNote, issueInvoice } from "./issue-invoice.server";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const site = setUpTestApp({
  admin: true,
  start: {
    env: {
      VAT_NUMBER: "GB 123 4567 89",
      COMPANY_NAME: "Thames Valley Security Training Ltd",
      COMPANY_NUMBER: "12345678",
    },
  },
});
const db = () => site.app.ctx.db;

/** The booking's card payment of `amount`, reported paid by the test provider as its webhook would. */
async function payByCard(bookingId: string, kind: "deposit" | "full" | "balance", amount: number) {
  const intentId = `pi_test_${kind}_${bookingId.slice(0, 8)}`;
  const [row] = await db()
    .insert(payments)
    .values({ bookingId, kind, amount, provider: "test", providerRef: intentId })
    .returning();
  const outcome = await recordPaymentSucceeded(
    db(),
    { provider: "test", intentId, paymentId: row!.id, amount, currency: "gbp" },
    site.app.ctx.site,
  );
  return { outcome, payment: row! };
}

const documentsOf = async (token: string) => {
  const response = await site.app.fetch(`/api/bookings/by-token/${token}/documents`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as BookingDocument[];
};

async function pdfText(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const pages = await pdfPages(await response.arrayBuffer());
  expect(pages).toHaveLength(1);
  return pages[0]!.text;
}

describe("a card deposit's receipt", () => {
  it("is issued with the payment, numbered with its receipt number, and is the VAT invoice for the deposit", async () => {
    const { booking } = await documentScene(db(), { paymentType: "deposit", status: "pending" });
    const { outcome, payment } = await payByCard(booking.id, "deposit", 10_000);
    expect(outcome).toBe("confirmed");
    const [paid] = await db().select().from(payments).where(eq(payments.id, payment.id));
    const number = `R-${String(paid!.receiptNumber).padStart(6, "0")}`;

    const list = await documentsOf(booking.accessToken);
    expect(list).toEqual([
      {
        id: expect.any(String),
        number,
        kind: "receipt",
        title: "Receipt and VAT invoice",
        issuedOn: londonToday(),
        total: 10_000,
        dueOn: null,
        owed: null,
        line: `${formatDate(londonToday())}, £100`,
        state: null,
      },
    ]);
    const text = await pdfText(
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/documents/${list[0]!.id}.pdf`),
    );
    expectToContainEach(text, [
      "Thames Valley Security Training Ltd",
      "Company number 12345678",
      "VAT number GB 123 4567 89",
      "Receipt and VAT invoice",
      number,
      booking.reference,
      "Sam Taylor",
      "Deposit for 1 place on SIA Door Supervisor: 7 to 9 December 2026, Reading Hub",
      "Total excluding VAT £83.33",
      "VAT at 20% £16.67",
      "Total received £100",
      "This is a deposit towards the booking's price.",
      "This receipt is the VAT invoice for the deposit",
      "Still to pay: £149",
    ]);
  });

  it("a balance by card and money staff record each get their own receipt", async () => {
    const { booking } = await documentScene(db(), { paymentType: "deposit", paid: 10_000 });
    expect((await payByCard(booking.id, "balance", 4_900)).outcome).toBe("balance-paid");
    const staff = await site.admin.send("POST", `/bookings/${booking.id}/payments`, {
      amount: 10_000,
      method: "Bank transfer",
    });
    expect(staff.status).toBe(201);
    const list = await documentsOf(booking.accessToken);
    // The deposit was paid before receipts were documents: it keeps the page's printable receipt.
    expect(list.map((doc) => [doc.kind, doc.total])).toEqual([
      ["receipt", 4_900],
      ["receipt", 10_000],
    ]);
    const text = await pdfText(
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/documents/${list[1]!.id}.pdf`),
    );
    expect(text).toContain("£100 received on");
    expect(text).toContain("by Bank transfer");
    expect(text).toContain("Nothing more to pay.");
  });
});

describe("the customer's download", () => {
  it("gives only the booking's own documents: another booking's, an unknown id or link is 404", async () => {
    const mine = await documentScene(db());
    const theirs = await documentScene(db());
    const theirInvoice = await db().transaction((tx) => issueInvoice(tx, theirs.booking.id, { site: academy() }));
    const base = `/api/bookings/by-token/${mine.booking.accessToken}/documents`;
    expect((await site.app.fetch(`${base}/${theirInvoice.id}.pdf`)).status).toBe(404);
    expect((await site.app.fetch(`${base}/00000000-0000-4000-8000-000000000000.pdf`)).status).toBe(404);
    expect((await site.app.fetch(`${base}/not-an-id.pdf`)).status).toBe(404);
    const unknownLink = `/api/bookings/by-token/${"x".repeat(43)}/documents/${theirInvoice.id}.pdf`;
    expect((await site.app.fetch(unknownLink)).status).toBe(404);
    expect(await documentsOf(mine.booking.accessToken)).toEqual([]);
  });
});

describe("staff's documents", () => {
  it("lists every document with its booking and customer, by kind and day of issue, and downloads any", async () => {
    const { booking } = await documentScene(db(), { seatPrices: [22_410, 22_410, 22_410, 22_410, 22_410] });
    const invoice = await db().transaction((tx) =>
      issueInvoice(tx, booking.id, { site: academy(), issuedOn: "2026-11-02", termsDays: 30 }),
    );
    const credit = await db().transaction((tx) =>
      issueCreditNote(tx, invoice.id, 22_410, "One learner cancelled", { site: academy(), issuedOn: "2026-11-20" }),
    );
    const all = await site.admin.get<AdminDocument[]>("/documents");
    expect(all).toEqual([
      {
        id: credit.id,
        number: "CN-000001",
        kind: "credit-note",
        title: "Credit note",
        issuedOn: "2026-11-20",
        bookingId: booking.id,
        reference: booking.reference,
        customer: "Sam Taylor",
        total: 22_410,
        dueOn: null,
        owed: null,
      },
      // Still owed on the invoice: its total less the credit note (issue 24, the office's side of invoices).
      expect.objectContaining({
        id: invoice.id,
        number: "INV-000001",
        kind: "invoice",
        total: 112_050,
        dueOn: "2026-12-02",
        owed: 89_640,
      }),
    ]);
    expect((await site.admin.get<AdminDocument[]>("/documents?kind=invoice")).map((doc) => doc.number)).toEqual([
      "INV-000001",
    ]);
    expect(
      (await site.admin.get<AdminDocument[]>("/documents?from=2026-11-10&to=2026-11-30")).map((doc) => doc.number),
    ).toEqual(["CN-000001"]);
    expect(
      (await site.admin.get<AdminDocument[]>(`/documents?bookingId=${booking.id}`)).map((doc) => doc.number),
    ).toEqual(["CN-000001", "INV-000001"]);
    const other = await documentScene(db());
    expect(await site.admin.get<AdminDocument[]>(`/documents?bookingId=${other.booking.id}`)).toEqual([]);
    expect((await site.admin.send("GET", "/documents?kind=letter")).status).toBe(400);
    expect((await site.admin.send("GET", "/documents?bookingId=TV-1")).status).toBe(400);

    // Issued without a VAT number: no VAT lines, whatever the settings say now.
    const text = await pdfText(await site.admin.send("GET", `/documents/${invoice.id}.pdf`));
    expectToContainEach(text, [
      "Invoice",
      "INV-000001",
      "Due by 2 December 2026",
      "SIA Door Supervisor: 7 to 9 December 2026, Reading Hub 5 £224.10 £1,120.50",
      "Total due £1,120.50",
    ]);
    expect(text).not.toMatch(/VAT/);
    const creditText = await pdfText(await site.admin.send("GET", `/documents/${credit.id}.pdf`));
    expect(creditText).toContain("Against invoice INV-000001 of 2 November 2026");
    expect(creditText).toContain("Total credited £224.10");
  });

  it("a VAT invoice shows each line's net and VAT, the totals and the VAT number", async () => {
    const { booking } = await documentScene(db(), { seatPrices: [24_900, 24_900] });
    const invoice = await db().transaction((tx) => issueInvoice(tx, booking.id, { site: academy({ vat: true }) }));
    const text = await pdfText(await site.admin.send("GET", `/documents/${invoice.id}.pdf`));
    expectToContainEach(text, [
      "VAT invoice",
      "VAT number GB 123 4567 89",
      "Unit (inc. VAT) Net VAT 20% Amount",
      "2 £249 £415 £83 £498",
      "Total excluding VAT £415",
      "VAT at 20% £83",
      "Total due £498",
    ]);
  });

  it("draws a document again byte for byte the same", async () => {
    const { booking } = await documentScene(db());
    const invoice = await db().transaction((tx) => issueInvoice(tx, booking.id, { site: academy({ vat: true }) }));
    const [stored] = await db().select().from(documents).where(eq(documents.id, invoice.id));
    expect(Buffer.compare(await documentPdf(stored!), await documentPdf(stored!))).toBe(0);
  });

  it("is for staff only", async () => {
    for (const path of ["/api/admin/documents", "/api/admin/money-journal.csv"]) {
      expect((await site.app.fetch(path)).status).toBe(401);
    }
  });
});
