// /booking-success tells who gets the joining instructions (issue 24): one learner, the visitor; a group, each learner
// (the payer may not be one of them, and then gets none).
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { makeBookingSummary } from "#test/support/booking-summary";
import { BookingSuccessPage } from "./booking-success-page";
import { toSuccessView } from "./success-view";
import type { LinkedBookingSummary } from "../../booking-summary";

function pageText(seats: number, daysAway: number, linked: Partial<LinkedBookingSummary> = {}): string {
  const startDate = addDays(londonToday(), daysAway);
  const view = toSuccessView({
    ...makeBookingSummary({ seats, startDate, endDate: startDate }),
    invoicePayment: null,
    ...linked,
  });
  const Stub = createRoutesStub([{ path: "/", Component: () => <BookingSuccessPage initial={view} token="t" /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />).replace(/<[^>]+>/g, " ");
}

describe("/booking-success's joining instructions line", () => {
  it.each([
    [1, 3, "are on their way to you by e-mail."],
    [1, 30, "will be sent to you closer to the start date."],
    [5, 3, "are on their way to each learner by e-mail."],
    [5, 30, "will be sent to each learner closer to the start date."],
  ])("%i learner(s), %i days away: %s", (seats, daysAway, ending) => {
    expect(pageText(seats, daysAway)).toContain(
      `Joining instructions, with the venue details and start time, ${ending}`,
    );
  });
});

describe("/booking-success of a booking on a business account (issue 24)", () => {
  const invoice = { id: "d1", number: "INV-000042", issuedOn: "2026-11-30", dueOn: "2026-12-30", total: 49_800 };
  const howToPay =
    "Please pay invoice INV-000042 by bank transfer to Academy Ltd, sort code 12-34-56, account number 12345678, quoting INV-000042 as the reference.";

  it("names the invoice, what is owed by when, and how to pay it, as the server words it", () => {
    const text = pageText(1, 30, { paymentType: "invoice", invoice, invoicePayment: howToPay });
    expect(text).toContain("INV-000042 (PDF)");
    expect(text).toContain("£498 by 30 December 2026");
    expect(text).toContain(howToPay);
    // Nothing is paid by card on the booking's own page: it offers the invoice, not a balance.
    expect(text).toContain("where you can download your invoice and update your details:");
    expect(text).not.toContain("pay your balance");
  });

  it("says nothing of paying once nothing is owed", () => {
    expect(pageText(1, 30, { paymentType: "invoice", invoice })).not.toContain("Please pay");
  });
});

describe("/booking-success's line on the booking's own page", () => {
  it.each([
    ["a deposit, the balance owed", { paymentType: "deposit", balanceDue: 14_900 }, "pay your balance, print receipts"],
    ["paid in full", { paymentType: "full", balanceDue: 0 }, "print receipts and update your details"],
  ] as const)("%s: offers to %s", (_name, linked, offers) => {
    expect(pageText(1, 30, { status: "confirmed", ...linked })).toContain(
      `Your booking has its own page, where you can ${offers}`,
    );
  });
});
