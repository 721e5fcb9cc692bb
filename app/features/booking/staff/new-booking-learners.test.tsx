// The staff "New booking" form's learners (issue 24) as the server renders them (no DOM here: what staff type is
// checked by FormSchema in new-booking-form-values.test.ts, what the server makes of it in new-booking-group-form.test.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { adminKeys } from "#app/shared/staff/query-client";
import { groupPrice } from "../groups/group-pricing";
import { computePaymentOptions } from "../sale/payment-rules";
import { EMPTY_LEARNERS, FormSchema, type FormValues } from "./new-booking-form-values";
import { NewBookingForm } from "./new-booking-form";
import { LearnersFields } from "./new-booking-learners";
import type { StaffBookingDate } from "./new-booking-schema";
import { optionsOf, render, textOf } from "./new-booking-form-kit";

const COURSE_ID = "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01";
const DATE_ID = "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11";

describe("the New booking form's number of learners", () => {
  const date = (seatsLeft: number): StaffBookingDate => {
    const startDate = addDays(londonToday(), 30);
    return {
      kind: "available-date",
      id: DATE_ID,
      startDate,
      location: "Oxford",
      seatsLeft,
      price: 24_900,
      payment: computePaymentOptions(24_900, startDate, londonToday()),
      dueNow: { deposit: 10_000, full: 24_900 },
      depositBalanceDueDate: addDays(startDate, -7),
    };
  };
  const form = (seatsLeft: number) =>
    render(<NewBookingForm initial={{ courseId: COURSE_ID, dateKey: `available-date:${DATE_ID}` }} />, [
      [adminKeys.courses, [{ id: COURSE_ID, title: "SIA Door Supervisor", isActive: true }]],
      [["admin", "bookable-dates", COURSE_ID], [date(seatsLeft)]],
    ]);

  it.each([
    [3, ["1", "2", "3"]],
    [40, Array.from({ length: 16 }, (_, index) => String(index + 1))],
  ])("offers 1 to the date's seats left (%i), at most 16", (seatsLeft, options) => {
    expect(optionsOf(form(seatsLeft), "Number of learners")).toEqual(options);
  });

  it("says the discount, and asks for one learner as the customer until more are chosen", () => {
    const text = textOf(form(8));
    expect(text).toContain("From 5 learners, each seat is 10% off.");
    expect(text).toContain(" Learner Full name");
    expect(text).not.toContain("The customer is one of the learners");
  });

  it("offers nothing before a date is chosen", () => {
    const html = render(<NewBookingForm initial={{}} />, [[adminKeys.courses, []]]);
    expect(html).toMatch(
      /<select[^>]*disabled=""[^>]*>(?:(?!<\/select>)[\s\S])*<option value="1">1<\/option><\/select>/,
    );
  });
});

describe("the New booking form's learners", () => {
  function Learners({ values, paymentType }: { values: Partial<FormValues>; paymentType?: "deposit" | "full" }) {
    const form = useForm<FormValues, unknown, z.output<typeof FormSchema>>({
      resolver: zodResolver(FormSchema),
      defaultValues: {
        userDetails: { fullName: "Priya Shah", email: "priya@example.com", phone: "", address: "", postcode: "" },
        seats: "5",
        customerIsLearner: true,
        learners: EMPTY_LEARNERS,
        ...values,
      },
      // What the resolver would have said after a submit.
      errors: {
        learners: [undefined, { email: { type: "custom", message: "Each learner needs their own email address" } }],
      },
    });
    const seats = Number(form.getValues("seats"));
    return (
      <LearnersFields
        form={form}
        price={groupPrice(24_900, seats, 10)}
        paymentType={paymentType}
        needsFirstAid={false}
      />
    );
  }

  it("lists the customer as learner 1 and asks for the others' names and addresses", () => {
    const html = render(<Learners values={{}} />);
    const text = textOf(html);
    expect(text).toContain("Learner 1 The customer: Priya Shah (priya@example.com)");
    expect(html.match(/>Full name<span/g)).toHaveLength(4);
    expect(html.match(/>Email<span/g)).toHaveLength(4);
    expect(html).toContain('name="learners.4.email"');
    expect(html).not.toContain('name="learners.0.email"');
    // Ticked by react-hook-form once in the browser (it sets an uncontrolled box's state on mount).
    expect(html).toMatch(/type="checkbox" name="customerIsLearner"/);
  });

  it("asks for every learner when the customer is not one of them", () => {
    const html = render(<Learners values={{ customerIsLearner: false, seats: "3" }} />);
    expect(html.match(/>Full name<span/g)).toHaveLength(3);
    expect(html).toContain('name="learners.0.fullName"');
    expect(textOf(html)).not.toContain("The customer:");
  });

  it("shows a learner's message from the shared schema under their field", () => {
    const html = render(<Learners values={{}} />);
    expect(html).toMatch(
      /name="learners\.1\.email"[^>]*>[\s\S]*?role="alert"[^>]*>Each learner needs their own email address</,
    );
  });

  it.each([
    [
      "5 learners paying in full: the discount and the total",
      { seats: "5" },
      "full" as const,
      ["Learners 5", "Seat price £249 ", "Group discount (10%) -£124.50", "Total £1,120.50", "Due now £1,120.50"],
    ],
    ["5 learners on deposits: £100 each now", { seats: "5" }, "deposit" as const, ["Total £1,120.50", "Due now £500 "]],
    ["4 learners left owing: no discount, nothing due now", { seats: "4" }, undefined, ["Total £996 "]],
  ])("prices %s before saving", (_, values, paymentType, lines) => {
    const text = textOf(render(<Learners values={values} paymentType={paymentType} />));
    for (const line of lines) expect(text).toContain(line);
    if (!paymentType) expect(text).not.toContain("Due now");
    if (values.seats === "4") expect(text).not.toContain("Group discount");
  });
});
