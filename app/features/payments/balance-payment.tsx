// 'Pay balance' on the customer's booking page (issue 13): the same card forms and providers as the first payment,
// for the amount the server says is owed.
import CreditCard from "lucide-react/icons/credit-card";
import { lazy, useId, useState } from "react";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { Skeleton } from "#app/shared/ui/skeleton";
import { toast, type ToastInput } from "#app/shared/ui/toast-store";
import { CardForm } from "./card-form";
import type { PaymentIntentResponse } from "./payment-client";
import type { FinishPayment } from "./use-finish-payment";
import { PaymentFailureAlert } from "./payment-form-parts";

// The card form shows only after 'Pay balance', so the booking page does not load it with the page (decision 006,
// issue 22: ~3.4 KB with its form helpers); start() asks for it beside the payment intent.
const loadTestCardForm = () => import("./test-card-form");
const TestCardForm = lazy(() => loadTestCardForm().then((module) => ({ default: module.TestCardForm })));

/** `first`: the first payment of a seat held from the waiting list (issue 14); otherwise the balance. */
export function BalancePayment({
  token,
  amount,
  onPaid,
  first = false,
}: {
  token: string;
  amount: number;
  onPaid: FinishPayment;
  first?: boolean;
}) {
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<ToastInput | null>(null);
  const failureId = useId();

  async function start() {
    setStarting(true);
    setFailure(null);
    loadTestCardForm().catch(() => {});
    try {
      setIntent(
        await apiRequest<PaymentIntentResponse>(
          "POST",
          `/api/bookings/by-token/${encodeURIComponent(token)}/${first ? "first-payment" : "balance-payment"}`,
          {},
        ),
      );
    } catch (error) {
      const message = {
        title: "Payment unavailable",
        description: userMessage(error, "Please try again in a moment."),
      };
      setFailure(message);
      toast(message);
    } finally {
      setStarting(false);
    }
  }

  if (!intent) {
    return (
      <div className="space-y-3">
        <PaymentFailureAlert id={failureId} failure={failure} />
        <Button
          size="lg"
          onClick={start}
          disabled={starting}
          aria-describedby={failure ? failureId : undefined}
          className="w-full sm:w-auto"
        >
          <CreditCard aria-hidden="true" className="size-5" />
          {starting ? "Preparing payment..." : first ? `Pay ${formatPoundsExact(amount)} and book` : "Pay balance"}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="balance-payment-heading" className="rounded-xl border border-slate-200 p-5 shadow-sm">
      <h3 id="balance-payment-heading" className="mb-4 text-lg font-bold text-brand-900">
        {first ? "Pay" : "Pay your balance of"} {formatPoundsExact(intent.amount)}
      </h3>
      <CardForm
        intent={intent}
        onPaid={onPaid}
        fallback={<Skeleton className="h-40 w-full" />}
        TestForm={TestCardForm}
        returnTo={{ to: "booking-page", token }}
      />
      {intent.amount !== amount && (
        <p className="mt-3 text-sm text-slate-600">The amount was updated to what is owed now.</p>
      )}
    </section>
  );
}
