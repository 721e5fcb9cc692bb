import { describe, expect, it } from "vitest";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-input";

describe("test card inputs", () => {
  it.each([
    ["", ""],
    ["4242", "4242"],
    ["42424", "4242 4"],
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242-4242 4242x4242", "4242 4242 4242 4242"],
    ["42424242424242424242999", "4242 4242 4242 4242 424"],
  ])("card number %j → %j", (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["123", "12 / 3"],
    ["1234", "12 / 34"],
    ["12 / 34", "12 / 34"],
    ["12/345", "12 / 34"],
  ])("expiry %j → %j", (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it("keeps at most four digits of a CVC", () => {
    expect(formatCvc("12a34 5")).toBe("1234");
  });
});
