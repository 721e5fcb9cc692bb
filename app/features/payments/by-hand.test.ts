import { describe, expect, it } from "vitest";
import { receivedOnRefusal } from "./by-hand";

describe("receivedOnRefusal: the day money recorded by hand arrived (issue 21, M10)", () => {
  const when = { today: "2026-11-26", bookedOn: "2026-11-02" };
  it.each([
    ["today", "2026-11-26", undefined],
    ["Monday, keyed in on Thursday", "2026-11-23", undefined],
    ["the day the booking was made", "2026-11-02", undefined],
    ["tomorrow", "2026-11-27", "The money cannot have arrived after today"],
    ["next year", "2027-01-01", "The money cannot have arrived after today"],
    ["the day before the booking", "2026-11-01", "The money cannot have arrived before the booking was made"],
  ])("%s (%s): %s", (_, receivedOn, refusal) => {
    expect(receivedOnRefusal(receivedOn, when)).toBe(refusal);
  });
});
