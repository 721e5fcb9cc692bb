// What the visitor is told after a payment attempt (SPEC §4, §8), for either provider.
import { ApiError } from "#app/shared/api-client";
import type { ToastInput } from "#app/shared/ui/toast-store";

export const PAYMENT_SUCCESSFUL: ToastInput = {
  title: "Payment Successful",
  description: "Thank you for your payment.",
};
export const PAYMENT_PROCESSING: ToastInput = {
  title: "Payment Processing",
  description: "Your payment is being processed. We will confirm your booking by email.",
};
export const FORM_NOT_READY: ToastInput = {
  title: "Payment form not ready",
  description: "Please wait for the payment form to load completely.",
};
export const FORM_LOAD_ERROR: ToastInput = {
  title: "Payment form error",
  description: "There was an error loading the payment form. Please refresh and try again.",
  variant: "destructive",
};

export const paymentFailed = (message?: string | null): ToastInput => ({
  title: "Payment Failed",
  description: message || "There was an error processing your payment.",
  variant: "destructive",
});

export const paymentError = (message?: string | null): ToastInput => ({
  title: "Payment Error",
  description: message || "An unexpected error occurred. Please try again.",
  variant: "destructive",
});

export type PaymentOutcome = { toast: ToastInput; toSuccess: boolean };

/**
 * Stripe's confirmPayment result (redirect only if required): 'succeeded' or
 * 'processing' is a success; any other status still goes to the success page,
 * which asks the server what really happened; an error stays here.
 */
export function stripeOutcome(result: {
  error?: { message?: string };
  paymentIntent?: { status: string };
}): PaymentOutcome {
  if (result.error) return { toast: paymentFailed(result.error.message), toSuccess: false };
  const status = result.paymentIntent?.status;
  if (status === "succeeded" || status === "processing") return { toast: PAYMENT_SUCCESSFUL, toSuccess: true };
  return { toast: PAYMENT_PROCESSING, toSuccess: true };
}

/**
 * A failed call to the test provider: 402 is the card's answer (declined,
 * insufficient funds…) and 400 a refused request, both shown as the
 * provider's message; anything else is unexpected.
 */
export function testPaymentFailure(error: unknown): ToastInput {
  if (error instanceof ApiError && (error.status === 402 || error.status === 400)) {
    return paymentFailed(error.serverMessage);
  }
  return paymentError(error instanceof ApiError ? error.serverMessage : undefined);
}
