import { describe, expect, it } from "vitest";
import { makeBookingSummary } from "#test/support/booking-summary";
import { bookingPageOffers, firstNameOf, plausibleToken, successStateOf, toSuccessView } from "./success-view";

describe("successStateOf: what /booking-success tells the visitor", () => {
  it.each([
    ["confirmed", false, "confirmed"],
    ["pending", false, "processing"],
    ["cancelled", true, "refund"],
    ["cancelled", false, "expired"],
    ["expired", false, "expired"],
  ] as const)("%s (money received: %s) → %s", (status, moneyReceived, state) => {
    expect(successStateOf({ status, moneyReceived })).toBe(state);
  });
});

const SUMMARY = { ...makeBookingSummary(), invoicePayment: null };

describe("toSuccessView", () => {
  it("keeps the customer's address and phone out of the page", () => {
    const summary = SUMMARY;
    const view = toSuccessView(summary);
    expect(view).toMatchObject({
      reference: "TV-ABCDEFGH",
      customerName: "Sam Taylor",
      customerEmail: "sam@example.com",
    });
    const text = JSON.stringify(view);
    for (const secret of ["07700 900123", "1 High Street", "OX1 1AA", summary.id]) expect(text).not.toContain(secret);
  });

  // Issue 19: a payment after the seat had gone is refunded at once, with no 'Refund needed' flag; the page still says
  // the money was received and goes back, never "No payment has been taken".
  it.each([
    ["money on its way back", "refund", 10_000, 0],
    ["money already back", "refund", 0, 10_000],
    ["nothing paid", "expired", 0, 0],
  ] as const)("a cancelled booking with %s tells the %s story", (_case, state, amountPaid, amountRefunded) => {
    const view = toSuccessView({ ...SUMMARY, status: "cancelled", amountPaid, amountRefunded, amountHeld: 0 });
    expect(successStateOf(view)).toBe(state);
  });
});

describe("helpers", () => {
  it.each([
    [null, false],
    ["", false],
    ["short", false],
    ["abcdefghijklmnopqrstuvwxyz012345", true],
    ["abc'; drop table booking; --xxxxxxxxxx", false],
    ["a".repeat(65), false],
  ])("plausibleToken(%j) → %s", (token, expected) => {
    expect(plausibleToken(token)).toBe(expected);
  });

  it.each([
    ["Sam Taylor", "Sam"],
    ["  Priya   Patel ", "Priya"],
    ["Cher", "Cher"],
  ])("firstNameOf(%j) → %j", (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });

  const invoice = { id: "d1", number: "INV-000001", issuedOn: "2026-11-30", total: 49_800, dueOn: "2026-12-30" };
  it.each([
    [
      "a deposit with a balance owed",
      { invoice: null, balanceDue: 14_900 },
      "pay your balance, print receipts and update your details",
    ],
    ["paid in full by card", { invoice: null, balanceDue: 0 }, "print receipts and update your details"],
    [
      "on a business account, the invoice owed",
      { invoice, balanceDue: 49_800 },
      "download your invoice and update your details",
    ],
    [
      "on a business account, the invoice paid",
      { invoice, balanceDue: 0 },
      "download your invoice and update your details",
    ],
  ])("bookingPageOffers: %s → %j", (_name, view, offers) => {
    expect(bookingPageOffers(view)).toBe(offers);
  });
});
