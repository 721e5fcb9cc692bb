import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BookingInfo } from "#app/features/booking/sale/booking-storage";
import { PaymentSummary, remainingBalanceNote } from "./payment-summary";

describe("the deposit's remaining-balance note on /payment", () => {
  it("names the amount and the server's due date", () => {
    expect(remainingBalanceNote(14_900, "2026-12-09")).toBe(
      "Remaining balance of £149 due by 9 December 2026 (7 days before the course starts).",
    );
  });
  it("still names the rule without a date", () => {
    expect(remainingBalanceNote(14_900, null)).toBe("Remaining balance of £149 due 7 days before the course starts.");
  });
  it("shows a group's pennies (issue 24)", () => {
    expect(remainingBalanceNote(62_050, "2026-12-09")).toBe(
      "Remaining balance of £620.50 due by 9 December 2026 (7 days before the course starts).",
    );
  });
});

describe("the course summary on /payment", () => {
  const info: BookingInfo = {
    bookingId: "6f1c2b7e-2a4d-4c55-9a0e-3b7c1d2e4f50",
    accessToken: "n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipQx7Lw3YbT0k",
    reference: "TV-SDZ2FV6D",
    course: { id: "c", slug: "door-supervisor", title: "SIA Door Supervisor", price: 24_900 },
    selectedDate: { id: "d", kind: "available-date", date: "2027-03-08", location: "Oxford", price: 24_900 },
    userDetails: {
      fullName: "Gemma Group",
      email: "g@example.com",
      phone: "07700 900789",
      address: "x",
      postcode: "OX1 3AJ",
    },
    paymentAmount: 50_000,
    paymentType: "deposit",
    balanceDue: 62_050,
    balanceDueDate: "2027-03-01",
  };
  const text = (depositNote: string | null) =>
    renderToStaticMarkup(
      <PaymentSummary info={info} intent={{ amount: 50_000, when: "8 to 13 March 2027", depositNote }} />,
    )
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");

  it("says when the course runs as the server words it, not only its first day", () => {
    expect(text(null)).toContain("Date 8 to 13 March 2027");
  });
  it("prints the server's note under a deposit, and none without one", () => {
    expect(text("(£100 deposit per learner)")).toContain("£500 (£100 deposit per learner)");
    expect(text(null)).not.toContain("deposit)");
  });
});
