import { describe, expect, it } from "vitest";
import { resultRefusal, retakeDateRefusal, retakeRefusal } from "./retake-rules";

describe("resultRefusal", () => {
  it.each([
    ["confirmed, started", { status: "confirmed", startDate: "2027-03-01" }, undefined],
    ["confirmed, starts today", { status: "confirmed", startDate: "2027-03-05" }, undefined],
    [
      "confirmed, not started",
      { status: "confirmed", startDate: "2027-03-06" },
      "A result can be recorded once the course has started.",
    ],
    ["cancelled", { status: "cancelled", startDate: "2027-03-01" }, "Only a confirmed booking has a result."],
  ] as const)("%s", (_, booking, refusal) => {
    expect(resultRefusal(booking, "2027-03-05")).toBe(refusal);
  });
});

describe("retakeRefusal", () => {
  const base = { status: "confirmed", result: "not-passed", hasRetake: false, isRetake: false } as const;
  it.each([
    ["not passed, no retake yet", base, undefined],
    ["passed", { ...base, result: "passed" }, "A free retake is offered once a result of 'not passed' is recorded."],
    [
      "did not attend",
      { ...base, result: "did-not-attend" },
      "A free retake is offered once a result of 'not passed' is recorded.",
    ],
    ["no result yet", { ...base, result: null }, "A free retake is offered once a result of 'not passed' is recorded."],
    ["retake already booked", { ...base, hasRetake: true }, "This booking's free retake has already been booked."],
    ["itself a retake", { ...base, isRetake: true }, "A retake has no free retake of its own: please call us."],
    ["cancelled", { ...base, status: "cancelled" }, "Only a confirmed booking has a free retake."],
  ] as const)("%s", (_, booking, refusal) => {
    expect(retakeRefusal(booking)).toBe(refusal);
  });
});

describe("retakeDateRefusal", () => {
  const firstDay = "2027-03-05";
  const open = { status: "active", seatsLeft: 2, isCurrent: false };
  it.each([
    ["a later date within 6 months", "2027-06-01", undefined],
    ["the last day of the 6 months", "2027-09-05", undefined],
    [
      "a day after the 6 months",
      "2027-09-06",
      "A free retake must start within 6 months of your course, by 5 September 2027.",
    ],
    ["the course's own first day", "2027-03-05", "A retake must be on a later date than your course."],
    ["an earlier date", "2027-02-01", "A retake must be on a later date than your course."],
  ])("%s", (_, startDate, refusal) => {
    expect(retakeDateRefusal({ ...open, startDate }, firstDay, "2027-03-20")).toBe(refusal);
  });
  it("refuses a full date", () => {
    expect(retakeDateRefusal({ ...open, startDate: "2027-06-01", seatsLeft: 0 }, firstDay, "2027-03-20")).toBe(
      "This date is fully booked",
    );
  });
});
