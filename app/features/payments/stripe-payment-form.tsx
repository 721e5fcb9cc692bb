// Stripe's Payment Element. Loaded lazily (React.lazy) and only when the
// server's provider is Stripe, so the test provider's page never downloads it.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useId, useState, type FormEvent } from "react";
import { toast, type ToastInput } from "#app/shared/ui/toast-store";
import { FORM_LOAD_ERROR, FORM_NOT_READY, paymentError, stripeOutcome } from "./payment-outcomes";
import type { FinishPayment } from "./use-finish-payment";
import { bookingPageReturnUrl, rememberPaymentReturn, type PaymentReturn } from "./booking-page-return";
import { CompletePaymentButton, PaymentFailureAlert } from "./payment-form-parts";

// One Stripe object per key for the life of the page, as Stripe asks.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripeByKey.delete(publishableKey);
      toast(FORM_LOAD_ERROR);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

type Props = {
  publishableKey: string;
  clientSecret: string;
  /** The page to reopen when a payment method leaves for a card check and Stripe sends the customer back. */
  returnTo: PaymentReturn;
  onPaid: FinishPayment;
};

// Only Stripe's form can leave the page, so only it loads the return bookkeeping (decision 006: /payment's budget).
export default function StripePaymentForm({ publishableKey, clientSecret, returnTo, onPaid }: Props) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#1e40af", borderRadius: "6px" } },
      }}
    >
      <PaymentForm returnTo={returnTo} onPaid={onPaid} />
    </Elements>
  );
}

function PaymentForm({ returnTo, onPaid }: Pick<Props, "returnTo" | "onPaid">) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ToastInput | null>(null);
  const failureId = useId();
  const fail = (message: ToastInput) => {
    setFailure(message);
    toast(message);
    setBusy(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !ready) {
      toast(FORM_NOT_READY);
      return;
    }
    setBusy(true);
    setFailure(null);
    // Stripe returns to a URL without the token (security review N8); the page it reopens is kept in this tab.
    rememberPaymentReturn(returnTo);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: bookingPageReturnUrl(window.location.origin) },
        redirect: "if_required",
      });
      const outcome = stripeOutcome(result);
      if (!outcome.toSuccess) return fail(outcome.toast);
      await onPaid(outcome.toast);
    } catch (error) {
      fail(paymentError(error instanceof Error ? error.message : undefined));
    }
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Card payment"
      aria-describedby={failure ? failureId : undefined}
      className="space-y-5"
    >
      <PaymentElement
        options={{ layout: "tabs" }}
        onReady={() => setReady(true)}
        onLoadError={() => toast(FORM_LOAD_ERROR)}
      />
      {!ready && (
        <p role="status" className="text-sm text-slate-600">
          Loading the secure payment form...
        </p>
      )}
      <PaymentFailureAlert id={failureId} failure={failure} />
      <CompletePaymentButton busy={busy} />
    </form>
  );
}
