import { describe, expect, it } from "vitest";
import { refundRouteRow, refundRouteText } from "./email-format";

describe("how a refund reaches the customer", () => {
  it.each([
    [
      "all by card",
      { amount: 24_900, byHand: 0 },
      "The refund goes back to the card you paid with. Banks usually show it within 5 to 10 working days.",
      "£249 back to the card you paid with",
    ],
    [
      "all paid to the academy directly",
      { amount: 14_900, byHand: 14_900 },
      "You paid us directly rather than by card, so we will pay the refund back to you ourselves and let you know when we have.",
      "£149, which we will pay back to you ourselves",
    ],
    [
      "part each",
      { amount: 24_900, byHand: 14_900 },
      "£100 goes back to the card you paid with. Banks usually show it within 5 to 10 working days. The £149 you paid us directly we will pay back to you ourselves, and let you know when we have.",
      "£100 back to the card you paid with, and £149 we will pay back to you ourselves",
    ],
  ])("%s", (_case, route, text, row) => {
    expect(refundRouteText(route)).toBe(text);
    expect(refundRouteRow(route)).toBe(row);
  });
});
