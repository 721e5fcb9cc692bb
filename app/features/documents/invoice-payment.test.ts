// Staff record a bank transfer against an invoice (issue 24): through the ledger with the invoice named, its receipt
// and journal row, never more than the invoice still owes, and a repeat of the same form records nothing more. The
// real app and database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents, emailOutbox, moneyJournal, payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import type { AdminDocument, BookingDocument, InvoicePaymentResult } from "./documents-schema";
import { invoicedBooking } from "#test/support/invoiced-booking";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

const transfer = (overrides: Record<string, unknown> = {}) => ({
  amount: 20_000,
  receivedOn: londonToday(),
  reference: "ACME INV 1",
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
});

const pay = (invoiceId: string, body: unknown) => site.admin.send("POST", `/documents/${invoiceId}/payments`, body);

const invoicePayments = (invoiceId: string) => db().select().from(payments).where(eq(payments.invoiceId, invoiceId));

describe("recording a bank transfer against an invoice", () => {
  it("records it in the ledger against the invoice, with its receipt, journal row and e-mail, and shows part paid", async () => {
    const { booking, invoice } = await invoicedBooking(db(), { total: 49_800, issuedOn: londonToday() });
    const receivedOn = addDays(londonToday(), -3);
    const response = await pay(invoice.id, transfer({ amount: 20_000, receivedOn, reference: "ACME 0042" }));
    expect(response.status).toBe(201);
    const result = (await response.json()) as InvoicePaymentResult;
    expect(result).toEqual({
      paymentId: expect.any(String),
      repeated: false,
      invoice: { id: invoice.id, number: invoice.displayNumber, total: 49_800, owed: 29_800 },
    });

    const [row] = await invoicePayments(invoice.id);
    expect(row).toMatchObject({
      id: result.paymentId,
      bookingId: booking.id,
      kind: "manual",
      provider: "manual",
      state: "succeeded",
      amount: 20_000,
      method: "Bank transfer",
      note: "Reference: ACME 0042",
      receivedOn,
    });
    const journal = await db().select().from(moneyJournal).where(eq(moneyJournal.paymentId, row!.id));
    expect(journal).toEqual([expect.objectContaining({ kind: "payment", amount: 20_000, day: receivedOn })]);
    const [receipt] = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.paymentId, row!.id), eq(documents.kind, "receipt")));
    expect(receipt?.total).toBe(20_000);
    expect(JSON.stringify(receipt?.snapshot)).toContain(invoice.displayNumber);
    const emails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, `receipt:${row!.id}`));
    expect(emails).toHaveLength(1);

    // Part paid on the staff's lists and on the customer's booking page.
    const staffList = await site.admin.get<AdminDocument[]>(`/documents?bookingId=${booking.id}`);
    expect(staffList.find((document) => document.id === invoice.id)).toMatchObject({
      owed: 29_800,
      dueOn: invoice.dueOn,
    });
    expect(staffList.find((document) => document.kind === "receipt")).toMatchObject({ owed: null, dueOn: null });
    const customer = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/documents`);
    const customerList = (await customer.json()) as BookingDocument[];
    expect(customerList.find((document) => document.id === invoice.id)).toMatchObject({
      owed: 29_800,
      state: `Part paid: £298 owed, due ${formatDate(addDays(londonToday(), 30))}`,
    });
    expect(customerList.find((document) => document.kind === "receipt")?.state).toBeNull();
  });

  it("refuses more than the invoice still owes with 409 and records nothing; the rest pays it", async () => {
    const { invoice } = await invoicedBooking(db(), { total: 24_900 });
    expect((await pay(invoice.id, transfer({ amount: 20_000 }))).status).toBe(201);

    const over = await pay(invoice.id, transfer({ amount: 4_901 }));
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: string }).message).toBe(
      `That is more than the £49 still owed on ${invoice.displayNumber}.`,
    );
    expect(await invoicePayments(invoice.id)).toHaveLength(1);

    const rest = await pay(invoice.id, transfer({ amount: 4_900 }));
    expect(rest.status).toBe(201);
    expect(((await rest.json()) as InvoicePaymentResult).invoice.owed).toBe(0);
    const paid = await pay(invoice.id, transfer({ amount: 1 }));
    expect(paid.status).toBe(409);
    expect(((await paid.json()) as { message: string }).message).toBe(
      `${invoice.displayNumber} is paid: nothing more is owed on it.`,
    );
    const list = await site.admin.get<AdminDocument[]>(`/documents?kind=invoice`);
    expect(list.find((document) => document.id === invoice.id)?.owed).toBe(0);
  });

  it("records a repeated form once: the same key answers the same payment, another amount on it is refused", async () => {
    const { invoice } = await invoicedBooking(db(), { total: 49_800 });
    const body = transfer({ amount: 49_800 });
    const first = await pay(invoice.id, body);
    expect(first.status).toBe(201);
    const again = await pay(invoice.id, body);
    expect(again.status).toBe(200);
    const repeated = (await again.json()) as InvoicePaymentResult;
    expect(repeated).toMatchObject({
      repeated: true,
      paymentId: ((await first.json()) as InvoicePaymentResult).paymentId,
      invoice: { owed: 0 },
    });
    const rows = await invoicePayments(invoice.id);
    expect(rows).toHaveLength(1);
    const journal = await db().select().from(moneyJournal).where(eq(moneyJournal.paymentId, rows[0]!.id));
    expect(journal).toHaveLength(1);

    const changed = await pay(invoice.id, { ...body, amount: 100 });
    expect(changed.status).toBe(409);
    expect(await invoicePayments(invoice.id)).toHaveLength(1);
  });

  it("lets only one of two transfers at once take the last of what is owed", async () => {
    const { invoice } = await invoicedBooking(db(), { total: 49_800 });
    const answers = await Promise.all([
      pay(invoice.id, transfer({ amount: 30_000, reference: "FIRST" })),
      pay(invoice.id, transfer({ amount: 30_000, reference: "SECOND" })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await invoicePayments(invoice.id);
    expect(rows.map((row) => row.amount)).toEqual([30_000]);
  });

  it("is the only way to record money on an invoiced booking: the booking's own 'Record a payment' refuses it", async () => {
    const { booking, invoice } = await invoicedBooking(db());
    const response = await site.admin.send("POST", `/bookings/${booking.id}/payments`, {
      amount: 10_000,
      method: "Bank transfer",
      receivedOn: londonToday(),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      "This booking is paid by invoice: record the bank transfer against its invoice, under Documents.",
    );
    expect(await db().select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
    expect((await pay(invoice.id, transfer({ amount: 10_000 }))).status).toBe(201);
  });

  it("answers 400 for bad input and 404 for what is not an invoice, recording nothing", async () => {
    const { booking, invoice } = await invoicedBooking(db(), { createdAt: new Date("2026-10-01T10:00:00Z") });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, "amount"],
      [{ amount: 12.5 }, "amount"],
      [{ amount: "200" }, "amount"],
      [{ reference: "  " }, "reference"],
      [{ receivedOn: addDays(londonToday(), 1) }, "receivedOn"],
      [{ receivedOn: "2026-02-30" }, "receivedOn"],
      [{ receivedOn: "2026-09-30" }, "receivedOn"],
      [{ idempotencyKey: "again" }, "idempotencyKey"],
    ];
    for (const [overrides, field] of cases) {
      const response = await pay(invoice.id, transfer(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const answer = (await response.json()) as { fieldErrors?: Record<string, string[]> };
      expect(Object.keys(answer.fieldErrors ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    expect((await pay(crypto.randomUUID(), transfer())).status).toBe(404);
    expect((await pay("not-an-id", transfer())).status).toBe(404);
    // A receipt is not an invoice.
    expect((await pay(invoice.id, transfer({ amount: 100 }))).status).toBe(201);
    const [receipt] = await db()
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.bookingId, booking.id), eq(documents.kind, "receipt")));
    expect((await pay(receipt!.id, transfer())).status).toBe(404);
    expect(await invoicePayments(invoice.id)).toHaveLength(1);
  });
});
