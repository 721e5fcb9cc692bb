import FlaskConical from "lucide-react/icons/flask-conical";
import { useId, useState, type ChangeEvent } from "react";
import { lazyResolver } from "#app/shared/lazy-resolver";
import { useLightForm } from "#app/shared/use-light-form";
import { toast, type ToastInput } from "#app/shared/ui/toast-store";
import { TextField } from "#app/shared/ui/form-field";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-input";
import { confirmTestPayment } from "./payment-client";
import { PAYMENT_SUCCESSFUL, testPaymentFailure } from "./payment-outcomes";
import type { CardFields } from "./test-card-resolver";
import type { FinishPayment } from "./use-finish-payment";
import { CompletePaymentButton, PaymentFailureAlert } from "./payment-form-parts";

// zod and the schema download on the first submit, not with the page (decision 006).
const resolver = lazyResolver<CardFields, CardFields>(() =>
  import("./test-card-resolver").then((module) => module.testCardResolver),
);
const EMPTY_CARD: CardFields = { cardNumber: "", expiry: "", cvc: "" };

/**
 * The built-in test provider's card form (decision 004): nothing is charged;
 * its cards behave like Stripe's test cards.
 */
export function TestCardForm({ clientSecret, onPaid }: { clientSecret: string; onPaid: FinishPayment }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLightForm<CardFields>({ resolver, defaultValues: EMPTY_CARD });
  const [failure, setFailure] = useState<ToastInput | null>(null);
  const failureId = useId();
  // Every card field is required, typed on a number pad, and shows its own error. The typed value is formatted in
  // place before the form sees it, so a re-check after the first submit judges the formatted value, as
  // react-hook-form's setValue in its onChange did.
  const cardInput = (field: keyof CardFields, format: (value: string) => string) => {
    const registered = register(field);
    return {
      required: true,
      inputMode: "numeric" as const,
      error: errors[field]?.message,
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };

  const submit = handleSubmit(async (card) => {
    setFailure(null);
    try {
      await confirmTestPayment({ clientSecret, ...card });
    } catch (error) {
      const message = testPaymentFailure(error);
      setFailure(message);
      toast(message);
      return;
    }
    await onPaid(PAYMENT_SUCCESSFUL);
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Card payment"
      aria-describedby={failure ? failureId : undefined}
      className="space-y-5"
    >
      <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical aria-hidden="true" className="size-4" />
          Test mode — no real payment
        </p>
        <p className="mt-1">
          No card is charged. Use 4242 4242 4242 4242 with any future expiry date and any CVC. 4000 0000 0000 0002 is
          declined; 4000 0000 0000 9995 has insufficient funds.
        </p>
      </div>
      <TextField
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...cardInput("cardNumber", formatCardNumber)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Expiry date"
          hint="MM / YY"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          {...cardInput("expiry", formatExpiry)}
        />
        <TextField label="CVC" autoComplete="cc-csc" placeholder="123" {...cardInput("cvc", formatCvc)} />
      </div>
      <PaymentFailureAlert id={failureId} failure={failure} />
      <CompletePaymentButton busy={isSubmitting} />
    </form>
  );
}
