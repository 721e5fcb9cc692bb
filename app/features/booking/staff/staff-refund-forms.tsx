// Refunds staff carry out themselves: what a cancelled booking still holds, and a by-hand refund marked paid back.
import { zodResolver } from "@hookform/resolvers/zod";
import type { QueryKey } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { poundsField, poundsText } from "#app/shared/staff/pounds-input";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { TextField } from "#app/shared/ui/form-field";
import { InlineFormActions, PaymentMethodSelect } from "./inline-form-parts";
import {
  RefundPaidBackSchema,
  StaffRefundSchema,
  type RefundPaidBackInput,
  type StaffRefundInput,
} from "./staff-schema";

const RefundFormSchema = z.object({
  amount: poundsField(StaffRefundSchema.shape.amount, "Enter the refund in pounds, such as 249 or 124.50"),
  reason: StaffRefundSchema.shape.reason,
});
type RefundFormValues = z.input<typeof RefundFormSchema>;
type FormProps = { invalidates: readonly QueryKey[]; onDone(): void };

/** Refunds money a cancelled booking still holds; a card payment goes back to the card. */
export function RefundHeldForm({
  bookingId,
  refundable,
  invalidates,
  onDone,
}: FormProps & {
  bookingId: string;
  refundable: number;
}) {
  const refund = useAdminMutation<StaffRefundInput>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/bookings/${bookingId}/refund`, values),
    invalidates,
    failureMessage: "Failed to refund",
    success: {
      title: "Refund recorded",
      description: "It is paid back to the card, or listed for you to pay by hand.",
    },
  });
  const { submit, field, setError, isSubmitting } = useInlineForm<RefundFormValues, StaffRefundInput>({
    resolver: zodResolver(RefundFormSchema),
    defaultValues: { amount: poundsText(refundable), reason: "" },
    fields: ["amount", "reason"],
    send: async (values) => {
      if (values.amount > refundable) {
        setError("amount", {
          message: `The refund cannot be more than the ${formatPoundsExact(refundable)} this booking still holds.`,
        });
        return false;
      }
      await refund.mutateAsync(values);
    },
    onDone,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Refund"
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-700">This booking still holds {formatPoundsExact(refundable)}.</p>
      <TextField label="Refund (£)" inputMode="decimal" required {...field("amount")} />
      <TextField label="Reason" required {...field("reason")} />
      <InlineFormActions submitting={isSubmitting} submitLabel="Refund" onCancel={onDone} />
    </form>
  );
}

type PaidBackValues = z.input<typeof RefundPaidBackSchema>;

/** Records that staff paid a by-hand refund back, and how. */
export function RefundPaidBackForm({
  refundId,
  amount,
  invalidates,
  onDone,
}: FormProps & {
  refundId: string;
  amount: number;
}) {
  const paidBack = useAdminMutation<RefundPaidBackInput>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/refunds/${refundId}/paid-back`, values),
    invalidates,
    failureMessage: "Failed to record the refund",
    success: { title: "Refund marked paid back" },
  });
  const { submit, field, isSubmitting } = useInlineForm<PaidBackValues, RefundPaidBackInput>({
    resolver: zodResolver(RefundPaidBackSchema),
    defaultValues: { method: "" as never, note: "" },
    fields: ["method", "note"],
    send: paidBack.mutateAsync,
    onDone,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={`Mark the ${formatPoundsExact(amount)} refund paid back`}
      className="mt-2 w-full space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <PaymentMethodSelect label="How it was paid back" {...field("method")} />
      <TextField label="Note (optional)" {...field("note")} />
      <InlineFormActions submitting={isSubmitting} submitLabel="Mark paid back" onCancel={onDone} />
    </form>
  );
}
