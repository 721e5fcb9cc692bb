import { describe, expect, it } from "vitest";
import { CreateBookingRequestSchema, type CreateBookingRequest } from "../schema";
import {
  groupBookingRequest,
  groupPaymentChoices,
  groupPaymentLabel,
  groupSummaryRows,
  maxLearnersFor,
  startingLearners,
} from "./group-booking";
import { groupPrice } from "./group-pricing";

describe("maxLearnersFor: the dialog offers 1 to min(16, seats left)", () => {
  it.each([
    [undefined, 16],
    [0, 1],
    [1, 1],
    [5, 5],
    [16, 16],
    [40, 16],
    [Number.POSITIVE_INFINITY, 16],
  ])("%s seats left → %i", (seatsLeft, max) => expect(maxLearnersFor(seatsLeft)).toBe(max));
});

describe("startingLearners", () => {
  const payer = { fullName: "Pat Payer", email: "pat@example.com" };
  const empty = { fullName: "", email: "" };
  const ann = { fullName: "Ann", email: "ann@example.com" };
  const bo = { fullName: "Bo", email: "bo@example.com" };
  const cy = { fullName: "Cy", email: "cy@example.com" };
  it.each([
    { name: "one seat: the payer", seats: 1, earlier: [], expected: [payer] },
    { name: "three seats: the payer first, two empty", seats: 3, earlier: [], expected: [payer, empty, empty] },
    { name: "fewer seats than typed: the last rows go", seats: 2, earlier: [ann, bo, cy], expected: [ann, bo] },
    { name: "more seats than typed: empty rows added", seats: 3, earlier: [ann], expected: [ann, empty, empty] },
  ])("$name", ({ seats, earlier, expected }) => {
    expect(startingLearners(seats, payer, earlier)).toEqual(expected);
  });
});

describe("groupSummaryRows: seat price, discount when it applies, total, due now", () => {
  it.each([
    {
      name: "4 learners: no discount",
      price: groupPrice(24_900, 4, 10),
      type: "full" as const,
      rows: [
        ["Learners", "4"],
        ["Seat price", "£249"],
        ["Total", "£996"],
        ["Due now", "£996"],
      ],
    },
    {
      name: "5 learners at 10%: the discount line, pence shown",
      price: groupPrice(24_900, 5, 10),
      type: "full" as const,
      rows: [
        ["Learners", "5"],
        ["Seat price", "£249"],
        ["Group discount (10%)", "-£124.50"],
        ["Total", "£1,120.50"],
        ["Due now", "£1,120.50"],
      ],
    },
    {
      name: "5 learners paying deposits: £100 each now",
      price: groupPrice(24_900, 5, 10),
      type: "deposit" as const,
      rows: [
        ["Learners", "5"],
        ["Seat price", "£249"],
        ["Group discount (10%)", "-£124.50"],
        ["Total", "£1,120.50"],
        ["Due now", "£500"],
      ],
    },
    {
      name: "before a payment type is chosen: no due-now line",
      price: groupPrice(24_900, 6, 15),
      type: undefined,
      rows: [
        ["Learners", "6"],
        ["Seat price", "£249"],
        ["Group discount (15%)", "-£224.10"],
        ["Total", "£1,269.90"],
      ],
    },
    {
      name: "a percent of 0 shows no discount line",
      price: groupPrice(24_900, 5, 0),
      type: undefined,
      rows: [
        ["Learners", "5"],
        ["Seat price", "£249"],
        ["Total", "£1,245"],
      ],
    },
  ])("$name", ({ price, type, rows }) => {
    expect(groupSummaryRows(price, type).map(({ label, value }) => [label, value])).toEqual(rows);
  });
});

describe("groupPaymentLabel", () => {
  it.each([
    [groupPrice(24_900, 5, 10), "deposit", "Pay £500 Deposit (£100 per learner)"],
    [groupPrice(24_900, 5, 10), "full", "Pay Full Amount - £1,120.50"],
    [groupPrice(24_900, 2, 10), "full", "Pay Full Amount - £498"],
  ] as const)("%o %s → %s", (price, type, label) => expect(groupPaymentLabel(price, type)).toBe(label));
});

describe("groupPaymentChoices: the date's choices, priced for the group", () => {
  it.each([
    {
      name: "deposit or full for 5 at 10%",
      types: ["deposit", "full"] as const,
      expected: [
        { type: "deposit", label: "Pay £500 Deposit (£100 per learner)", amount: 50_000, balance: 62_050 },
        { type: "full", label: "Pay Full Amount - £1,120.50", amount: 112_050, balance: 0 },
      ],
    },
    {
      name: "full only",
      types: ["full"] as const,
      expected: [{ type: "full", label: "Pay Full Amount - £1,120.50", amount: 112_050, balance: 0 }],
    },
  ])("$name", ({ types, expected }) => {
    const choices = types.map((type) => ({ type }));
    expect(groupPaymentChoices(choices, groupPrice(24_900, 5, 10))).toEqual(expected);
  });
});

describe("groupBookingRequest", () => {
  const base: CreateBookingRequest = {
    courseId: "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01",
    instanceId: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
    userDetails: {
      fullName: "Pat Payer",
      email: "pat@example.com",
      phone: "07700 900123",
      address: "1 High Street",
      postcode: "OX1 1AA",
    },
    paymentType: "full",
    paymentAmount: 24_900,
    firstAid: { qualification: "none", acknowledged: true },
    remindersConsent: true,
  };
  const { firstAid: _firstAid, ...withoutFirstAid } = base;
  const five = ["a", "b", "c", "d", "e"].map((name) => ({ fullName: `Learner ${name}`, email: `${name}@example.com` }));

  it.each([
    {
      name: "one learner: the request as before, without `learners`",
      request: base,
      learners: five.slice(0, 1),
      expected: base,
    },
    {
      name: "five paying in full: learners, the discounted total, no first aid answer",
      request: base,
      learners: five,
      expected: { ...withoutFirstAid, learners: five, paymentAmount: 112_050 },
    },
    {
      name: "two paying deposits: £100 each, no discount",
      request: { ...base, paymentType: "deposit" as const, paymentAmount: 10_000 },
      learners: five.slice(0, 2),
      expected: { ...withoutFirstAid, paymentType: "deposit", learners: five.slice(0, 2), paymentAmount: 20_000 },
    },
    {
      name: "a first aid course booked with it is dropped",
      request: { ...base, firstAidBundle: { kind: "instance" as const, id: "6d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11" } },
      learners: five.slice(0, 3),
      expected: { ...withoutFirstAid, learners: five.slice(0, 3), paymentAmount: 74_700 },
    },
  ])("$name", ({ request, learners, expected }) => {
    const price = groupPrice(24_900, learners.length, 10);
    const sent = groupBookingRequest(request, { learners, price });
    expect(sent).toEqual(expected);
    expect(CreateBookingRequestSchema.safeParse(sent).success).toBe(true);
  });
});
