// Staff cancel a booking (issue 14): the policy's refund pre-filled and editable (never more than was paid), a reason
// required. The seat is released at once; the refund is paid back by a job, by card where it came by card.
import { zodResolver } from "@hookform/resolvers/zod";
import type { QueryKey } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { applyFieldErrors } from "#app/shared/form-errors";
import { formatPoundsExact } from "#app/shared/money";
import { InlineFormActions } from "./inline-form-parts";
import { TextField } from "#app/shared/ui/form-field";
import { poundsField, poundsText } from "#app/shared/staff/pounds-input";
import { CheckboxField } from "#app/shared/staff/form-controls";
import { QueryState } from "#app/shared/staff/query-state";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { StaffCancelSchema, type StaffCancelInput, type StaffCancellationQuote } from "./staff-schema";

const FormSchema = z.object({
  refund: poundsField(StaffCancelSchema.shape.refund, "Enter the refund in pounds, such as 0 or 124.50"),
  reason: StaffCancelSchema.shape.reason,
  notifyCustomer: z.boolean(),
});
type FormValues = z.input<typeof FormSchema>;

export function StaffCancelForm(props: { bookingId: string; invalidates: readonly QueryKey[]; onDone(): void }) {
  const quote = useQuery({
    queryKey: ["admin", "booking", props.bookingId, "cancellation"],
    queryFn: () => apiGet<StaffCancellationQuote>(`/api/admin/bookings/${props.bookingId}/cancellation`),
  });
  return (
    <QueryState query={quote} loadingLabel="Working out the refund" errorMessage="Failed to work out the refund.">
      {(loaded) => <CancelForm {...props} quote={loaded} />}
    </QueryState>
  );
}

function CancelForm({
  bookingId,
  invalidates,
  onDone,
  quote,
}: {
  bookingId: string;
  invalidates: readonly QueryKey[];
  onDone(): void;
  quote: StaffCancellationQuote;
}) {
  const form = useForm<FormValues, unknown, StaffCancelInput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { refund: poundsText(quote.policy.amount), reason: "", notifyCustomer: true },
  });
  const cancel = useAdminMutation<StaffCancelInput>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/bookings/${bookingId}/cancel`, values),
    invalidates,
    failureMessage: "Failed to cancel booking",
    success: { title: "Booking cancelled" },
  });
  const submit = form.handleSubmit(async (values) => {
    if (values.refund > quote.maxRefund) {
      form.setError("refund", {
        message: `The refund cannot be more than the ${formatPoundsExact(quote.maxRefund)} paid.`,
      });
      return;
    }
    try {
      await cancel.mutateAsync(values);
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, ["refund", "reason"] as const);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Cancel booking"
      className="space-y-4 rounded-lg border border-red-200 p-4"
    >
      <p className="text-sm text-slate-800">
        The seat is released at once. By the policy today: {formatPoundsExact(quote.policy.amount)} (
        {quote.policy.reason}). Paid so far: {formatPoundsExact(quote.maxRefund)}.
      </p>
      <TextField
        label="Refund (£)"
        inputMode="decimal"
        required
        error={errors.refund?.message}
        {...form.register("refund")}
      />
      <TextField label="Reason" required error={errors.reason?.message} {...form.register("reason")} />
      <CheckboxField
        label="E-mail the customer"
        hint="They are told the booking is cancelled, the refund and the reason above."
        {...form.register("notifyCustomer")}
      />
      <InlineFormActions
        submitting={isSubmitting}
        submitLabel="Cancel booking"
        busyLabel="Cancelling..."
        onCancel={onDone}
        cancelLabel="Keep booking"
        destructive
      />
    </form>
  );
}
