// Credit notes for refunds of invoiced bookings (issue 24): a booking paid by invoice, cancelled wholly or partly, gets
// a credit note for what it no longer owes (the one policy on what is left of the invoice), in the cancellation's
// transaction, listed with its documents for the customer and staff; only money paid beyond what is still owed is
// refunded. PGlite and PostgreSQL.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, documents, payments, type Job } from "#db/schema";
import { londonInstant } from "#app/shared/london-clock";
import { createLogger } from "#server/logger";
import { bookingSweepHandlers } from "../life-cycle/booking-sweeps.server";
import { setUpTestApp } from "#test/support/app-fixture";
import { postJson } from "#test/support/test-app";
import { GROUP_SEAT, groupScene } from "./group-changes-test-kit";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
const scene = (options: Parameters<typeof groupScene>[2] = {}) =>
  groupScene(db(), site.app.ctx.site, { billing: "invoice", ...options });

async function creditNotesOf(bookingId: string) {
  return db()
    .select()
    .from(documents)
    .where(and(eq(documents.bookingId, bookingId), eq(documents.kind, "credit-note")));
}

async function refundsOf(bookingId: string) {
  return db()
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, "refund")));
}

type Listed = { number: string; kind: string; total: number };

describe("releasing learners of a booking paid by invoice", () => {
  it("credits each released seat's price against the invoice and refunds nothing unpaid", async () => {
    const { booking, invoice } = await scene({ daysAway: 30 });
    const response = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/learners/release`, {
      positions: [4, 5],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ refund: 0, credit: GROUP_SEAT * 2 });
    const notes = await creditNotesOf(booking.id);
    expect(notes).toEqual([expect.objectContaining({ total: GROUP_SEAT * 2, refersTo: invoice!.id })]);
    expect(await refundsOf(booking.id)).toEqual([]);

    // Listed with the booking's documents, for the customer and for staff.
    const listed = (await (
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/documents`)
    ).json()) as Listed[];
    expect(listed.map((document) => document.kind)).toEqual(["invoice", "credit-note"]);
    expect(listed[1]).toMatchObject({ number: notes[0]!.displayNumber, total: GROUP_SEAT * 2 });
    const staff = await site.admin.get<Listed[]>(`/documents?bookingId=${booking.id}`);
    expect(staff.map((document) => document.number)).toContain(notes[0]!.displayNumber);
  });

  it("10 days before: half the seat is credited, the rest still owed", async () => {
    const { booking } = await scene({ daysAway: 10 });
    await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/learners/release`, { positions: [2] });
    expect((await creditNotesOf(booking.id)).map((note) => note.total)).toEqual([11_205]);
  });

  it("paid in full, the released seat is credited and its money refunded", async () => {
    const { booking, totalPrice } = await scene({ daysAway: 30, paid: GROUP_SEAT * 5 });
    expect(totalPrice).toBe(GROUP_SEAT * 5);
    await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/learners/release`, { positions: [2] });
    expect((await creditNotesOf(booking.id)).map((note) => note.total)).toEqual([GROUP_SEAT]);
    expect((await refundsOf(booking.id)).map((refund) => refund.amount)).toEqual([GROUP_SEAT]);
  });
});

describe("cancelling a booking paid by invoice", () => {
  it.each([
    // [days before, paid, credit note, refund]
    ["30 days before, unpaid: everything credited", 30, 0, GROUP_SEAT * 5, 0],
    ["10 days before, unpaid: half credited, half still owed", 10, 0, (GROUP_SEAT * 5) / 2, 0],
    ["3 days before, unpaid: no credit note, all still owed", 3, 0, null, 0],
    ["30 days before, paid: everything credited and refunded", 30, GROUP_SEAT * 5, GROUP_SEAT * 5, GROUP_SEAT * 5],
    [
      "10 days before, paid: half credited, the half paid beyond what is owed refunded",
      10,
      GROUP_SEAT * 5,
      56_025,
      56_025,
    ],
  ])("by the customer %s", async (_name, daysAway, paid, credit, refund) => {
    const { booking } = await scene({ daysAway, paid });
    const quote = (await (
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/cancellation`)
    ).json()) as { amount: number; reason: string };
    expect(quote.amount).toBe(refund);
    if (credit) expect(quote.reason).toMatch(/credited against invoice INV-/);
    const response = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    expect(response.status).toBe(200);
    expect((await creditNotesOf(booking.id)).map((note) => note.total)).toEqual(credit === null ? [] : [credit]);
    const refunds = await refundsOf(booking.id);
    expect(refunds.reduce((sum, row) => sum + row.amount, 0)).toBe(refund);
  });

  it("by staff for the academy, 3 days before: what is left of the invoice is credited", async () => {
    const { booking } = await scene({ daysAway: 3 });
    // The customer's own cancellation would credit nothing so late; the academy's credits all of it.
    const quote = await site.admin.get<{ refunds: { academy: { amount: number; reason: string } } }>(
      `/bookings/${booking.id}/cancellation`,
    );
    expect(quote.refunds.academy).toMatchObject({ amount: 0, reason: expect.stringMatching(/credited against/) });
    const response = await site.admin.send("POST", `/bookings/${booking.id}/cancel`, {
      requestedBy: "academy",
      refund: 0,
    });
    expect(response.status).toBe(200);
    expect((await creditNotesOf(booking.id)).map((note) => note.total)).toEqual([GROUP_SEAT * 5]);
  });

  it("after a release, a whole cancellation credits only what is left of the invoice", async () => {
    const { booking } = await scene({ daysAway: 30 });
    await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/learners/release`, { positions: [5] });
    await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    const totals = (await creditNotesOf(booking.id)).map((note) => note.total).sort((a, b) => a - b);
    expect(totals).toEqual([GROUP_SEAT, GROUP_SEAT * 4]);
  });

  it("on a date the academy cancelled, unchosen by the first day: what is left of the invoice is credited", async () => {
    const { booking, date } = await scene({ daysAway: 5 });
    await db().update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, date.id));
    await bookingSweepHandlers(site.app.ctx.site)["cancelled-dates"]!({
      db: db(),
      logger: createLogger("silent"),
      now: londonInstant(date.date, "08:00"),
      job: {} as Job,
    });
    expect((await creditNotesOf(booking.id)).map((note) => note.total)).toEqual([GROUP_SEAT * 5]);
    expect(await refundsOf(booking.id)).toEqual([]);
  });
});
