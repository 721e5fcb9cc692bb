import { describe, expect, it } from "vitest";
import { remainingBalanceNote } from "./payment-summary";

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
