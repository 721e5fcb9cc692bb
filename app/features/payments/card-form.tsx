// The card form for a payment intent, on the first payment's page and for 'Pay balance' alike: Stripe's own form
// (Payment Element, loaded when needed) or, with the built-in test provider, the test card form.
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import type { PaymentIntentResponse } from "./payment-client";
import type { PaymentReturn } from "./booking-page-return";
import type { FinishPayment } from "./use-finish-payment";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

type TestFormProps = { clientSecret: string; onPaid: FinishPayment };

/**
 * `TestForm`: the test card form as the page loads it (with the page, or on demand: decision 006); `fallback`
 * shows while a form still loads.
 */
export function CardForm({
  intent,
  onPaid,
  fallback,
  TestForm,
  returnTo,
}: {
  intent: PaymentIntentResponse;
  onPaid: FinishPayment;
  fallback: ReactNode;
  TestForm: ComponentType<TestFormProps>;
  returnTo: PaymentReturn;
}) {
  return (
    <Suspense fallback={fallback}>
      {intent.provider === "stripe" && intent.publishableKey ? (
        <StripePaymentForm
          publishableKey={intent.publishableKey}
          clientSecret={intent.clientSecret}
          returnTo={returnTo}
          onPaid={onPaid}
        />
      ) : (
        <TestForm clientSecret={intent.clientSecret} onPaid={onPaid} />
      )}
    </Suspense>
  );
}
