import { describe, expect, it } from "vitest";
import { paymentReferenceOf, receiptNumberText, stillToPayText } from "./receipts";

describe("receiptNumberText", () => {
  it.each([
    [1, "R-000001"],
    [123, "R-000123"],
    [999_999, "R-999999"],
    [1_234_567, "R-1234567"],
  ])("%i reads %s", (number, text) => expect(receiptNumberText(number)).toBe(text));
});

describe("paymentReferenceOf", () => {
  it.each([
    [{ id: "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01", providerRef: "pi_123" }, "pi_123"],
    [{ id: "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01", providerRef: null }, "0B4C1E58"],
  ])("%o reads %s", (payment, text) => expect(paymentReferenceOf(payment)).toBe(text));
});

describe("stillToPayText", () => {
  it.each([
    [4_900, "2026-12-07", "£49 by 7 December 2026"],
    [4_950, null, "£49.50"],
    [0, "2026-12-07", "Paid in full"],
    [-100, null, "Paid in full"],
  ] as const)("%i due %s reads %s", (owed, due, text) => expect(stillToPayText(owed, due)).toBe(text));
});
