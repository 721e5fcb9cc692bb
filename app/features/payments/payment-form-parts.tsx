// What every card form shows around its fields: the submit button and the alert that says why a payment failed. One
// file, so the forms that share them (the test card form, Stripe's, 'Pay balance') load one file, not two (decision 006).
import Lock from "lucide-react/icons/lock";
import { Button } from "#app/shared/ui/button";
import type { ToastInput } from "#app/shared/ui/toast-store";

/** 'Complete Payment', or 'Processing Payment...' while the payment is confirmed (SPEC §2). */
export function CompletePaymentButton({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      <Lock aria-hidden="true" className="size-4" />
      {busy ? "Processing Payment..." : "Complete Payment"}
    </Button>
  );
}

/**
 * Why a payment did not go through, beside the card form (issue 21, L10): the toast fades after 5 seconds, this stays
 * until the next attempt. The form names it in aria-describedby.
 */
export function PaymentFailureAlert({ id, failure }: { id: string; failure: ToastInput | null }) {
  if (!failure) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{failure.title}</p>
      {failure.description && <p className="mt-1">{failure.description}</p>}
    </div>
  );
}
