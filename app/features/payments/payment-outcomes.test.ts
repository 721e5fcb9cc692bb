import { describe, expect, it } from "vitest";
import { ApiError } from "#app/shared/api-client";
import { paymentError, paymentFailed, stripeOutcome, testPaymentFailure } from "./payment-outcomes";

describe("after Stripe's confirmPayment (SPEC §4, §8)", () => {
  it.each([
    ["succeeded", "Payment Successful", true],
    ["processing", "Payment Successful", true],
    ["requires_action", "Payment Processing", true],
    ["requires_capture", "Payment Processing", true],
  ])("an intent that is %s toasts %s and goes to the success page", (status, title, toSuccess) => {
    const outcome = stripeOutcome({ paymentIntent: { status } });
    expect(outcome.toast.title).toBe(title);
    expect(outcome.toSuccess).toBe(toSuccess);
  });

  it("stays on the page with the provider's message, or the spec's fallback", () => {
    expect(stripeOutcome({ error: { message: "Your card was declined." } })).toEqual({
      toast: { title: "Payment Failed", description: "Your card was declined.", variant: "destructive" },
      toSuccess: false,
    });
    expect(stripeOutcome({ error: {} }).toast.description).toBe("There was an error processing your payment.");
  });
});

describe("after the test provider refuses", () => {
  const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), "");

  it.each([
    [402, { message: "Your card was declined.", code: "card_declined" }, paymentFailed("Your card was declined.")],
    [
      402,
      { message: "Your card has insufficient funds.", code: "insufficient_funds" },
      paymentFailed("Your card has insufficient funds."),
    ],
    [
      400,
      { message: "This payment could not be found. Please start again." },
      paymentFailed("This payment could not be found. Please start again."),
    ],
    [500, { message: "Something went wrong" }, paymentError("Something went wrong")],
  ])("a %i answer toasts as the spec says", (status, body, expected) => {
    expect(testPaymentFailure(apiError(status, body))).toEqual(expected);
  });

  it("a network failure is unexpected, with the spec's fallback", () => {
    expect(testPaymentFailure(new TypeError("Failed to fetch"))).toEqual({
      title: "Payment Error",
      description: "An unexpected error occurred. Please try again.",
      variant: "destructive",
    });
  });
});
