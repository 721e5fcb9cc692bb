// The dialog's details and payment steps as the server renders them (no DOM
// here: their behaviour is covered through the checkout flow in e2e/booking).
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import type { PreselectedDate } from "./booking-selection";
import { BookingDetailsStep } from "./booking-details-step";
import { BookingPaymentStep } from "./booking-payment-step";
import { PAYMENT_MESSAGES } from "./payment-rules";
import { groupPrice } from "../groups/group-pricing";

const course = {
  id: "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01",
  slug: "door-supervisor",
  title: "SIA Door Supervisor",
  price: 24_900,
};
const dateIn = (days: number, price = 24_900): PreselectedDate => ({
  id: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
  kind: "available-date",
  date: addDays(londonToday(), days),
  location: "Oxford",
  price,
});
const details = {
  fullName: "Sam Taylor",
  email: "sam@example.com",
  phone: "07700 900123",
  address: "1 High Street",
  postcode: "OX1 1AA",
};
const noop = () => {};

function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/** What both steps are given: the course, a date 30 days out, Back, and no focus moved (no DOM here). */
const stepProps = { course, date: dateIn(30), onBack: noop, focusHeading: false };
const detailsStep = (props: Partial<ComponentProps<typeof BookingDetailsStep>> = {}) =>
  render(<BookingDetailsStep {...stepProps} onDone={noop} {...props} />);
const paymentStep = (props: Partial<ComponentProps<typeof BookingPaymentStep>> = {}) =>
  render(<BookingPaymentStep {...stepProps} details={details} onBooked={noop} {...props} />);

/** Visible text of the buttons, in order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());

describe("the details step", () => {
  it("asks for the five required fields and the optional notes, with Back to Dates", () => {
    const html = detailsStep();
    for (const label of ["Full Name", "Email Address", "Phone Number", "Address", "Postcode"]) {
      expect(html).toMatch(new RegExp(`>${label}<span aria-hidden="true"[^>]*>\\*</span></label>`));
    }
    expect(html).toContain(">Additional Notes (optional)</label>");
    expect(buttons(html)).toEqual(["Back to Dates", "Continue to Payment"]);
  });
});

describe("the payment step (SPEC §4, §9)", () => {
  const step = (date: PreselectedDate) => paymentStep({ date });

  it("offers the £100 deposit or full payment on a far date over £150", () => {
    const html = step(dateIn(30));
    expect(html).toContain(PAYMENT_MESSAGES["deposit-available"]);
    expect(buttons(html)).toEqual(["Pay £100 Deposit", "Pay Full Amount - £249", "Back to Details"]);
    expect(html).toContain("Remaining balance of £149 due 7 days before the course starts.");
  });

  it("asks for full payment only within 7 days, with its message", () => {
    const html = step(dateIn(7));
    expect(html).toContain(PAYMENT_MESSAGES["within-7-days"]);
    expect(buttons(html)).toEqual(["Pay Full Amount - £249", "Back to Details"]);
  });

  it("asks for full payment only at or under £150", () => {
    const html = step(dateIn(30, 15_000));
    expect(html).toContain(PAYMENT_MESSAGES["full-only"]);
    expect(buttons(html)).toEqual(["Pay Full Amount - £150", "Back to Details"]);
  });
});

describe("several learners (issue 24)", () => {
  it("offers 'Number of learners' from 1 when the date has room, with the server's discount", () => {
    const html = detailsStep({ maxLearners: 5, groupDiscountPercent: 10 });
    expect(html).toContain(">Number of learners</label>");
    expect([...html.matchAll(/<option value="(\d+)"/g)].map((m) => m[1])).toEqual(["1", "2", "3", "4", "5"]);
    expect(html).toMatch(/<option value="1" selected="">/);
    expect(html).toContain("From 5 learners, each place is 10% off.");
    expect(buttons(html)).toEqual(["Back to Dates", "Continue to Payment"]);
  });

  it("asks nothing about learners without room for two or the server's figure", () => {
    const html = detailsStep({ maxLearners: 1 });
    expect(html).not.toContain("Number of learners");
  });

  it("prices the payment choices for the group, with its discount shown", () => {
    const learners = ["a", "b", "c", "d", "e"].map((n) => ({ fullName: `Learner ${n}`, email: `${n}@example.com` }));
    const html = paymentStep({ group: { learners, price: groupPrice(24_900, 5, 10) }, backLabel: "Back to Learners" });
    expect(buttons(html)).toEqual([
      "Pay £500 Deposit (£100 per learner)",
      "Pay Full Amount - £1,120.50",
      "Back to Learners",
    ]);
    expect(html).toContain("Group discount (10%)");
    expect(html).toContain("-£124.50");
    expect(html).toContain("£500 now. Remaining balance of £620.50 due 7 days before the course starts.");
  });
});
