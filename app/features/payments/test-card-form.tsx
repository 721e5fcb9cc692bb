import { zodResolver } from "@hookform/resolvers/zod";
import FlaskConical from "lucide-react/icons/flask-conical";
import type { ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "~/shared/ui/toast-store";
import { TextField } from "~/shared/ui/form-field";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-input";
import { CompletePaymentButton } from "./complete-payment-button";
import { confirmTestPayment } from "./payment-client";
import { PAYMENT_SUCCESSFUL, testPaymentFailure } from "./payment-outcomes";
import { TestCardSchema } from "./schema";
import type { FinishPayment } from "./use-finish-payment";

const CardFieldsSchema = TestCardSchema.omit({ clientSecret: true });
type CardFields = z.infer<typeof CardFieldsSchema>;

/**
 * The built-in test provider's card form (decision 004): nothing is charged;
 * its cards behave like Stripe's test cards.
 */
export function TestCardForm({ clientSecret, onPaid }: { clientSecret: string; onPaid: FinishPayment }) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CardFields>({
    resolver: zodResolver(CardFieldsSchema),
    defaultValues: { cardNumber: "", expiry: "", cvc: "" },
  });
  const formatted = (field: keyof CardFields, format: (value: string) => string) => ({
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, format(event.target.value)),
  });

  const submit = handleSubmit(async (card) => {
    try {
      await confirmTestPayment({ clientSecret, ...card });
    } catch (error) {
      toast(testPaymentFailure(error));
      return;
    }
    await onPaid(PAYMENT_SUCCESSFUL);
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Card payment" className="space-y-5">
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
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        {...register("cardNumber", formatted("cardNumber", formatCardNumber))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Expiry date"
          hint="MM / YY"
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...register("expiry", formatted("expiry", formatExpiry))}
        />
        <TextField
          label="CVC"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...register("cvc", formatted("cvc", formatCvc))}
        />
      </div>
      <CompletePaymentButton busy={isSubmitting} />
    </form>
  );
}
