import type { ToastInput } from "#app/shared/ui/toast-store";

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
