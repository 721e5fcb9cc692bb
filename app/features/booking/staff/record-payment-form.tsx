// Staff record money taken outside the site (issue 13): amount in pounds, how it came, and a note.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { apiRequest } from "#app/shared/api-client";
import { applyFieldErrors } from "#app/shared/form-errors";
import { formatPoundsExact } from "#app/shared/money";
import { poundsField, poundsText } from "#app/shared/staff/pounds-input";
import { TextField } from "#app/shared/ui/form-field";
import { InlineFormActions, PaymentMethodSelect } from "./inline-form-parts";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import type { QueryKey } from "@tanstack/react-query";
import { StaffPaymentSchema, type StaffPaymentInput } from "./staff-schema";

const FormSchema = z.object({
  amount: poundsField(StaffPaymentSchema.shape.amount, "Enter the amount in pounds, such as 149 or 49.50"),
  method: StaffPaymentSchema.shape.method,
  note: StaffPaymentSchema.shape.note,
});
type FormValues = z.input<typeof FormSchema>;
const FIELDS = ["amount", "method", "note"] as const;

export function RecordPaymentForm({
  bookingId,
  owed,
  invalidates,
  onDone,
}: {
  bookingId: string;
  owed: number;
  invalidates: readonly QueryKey[];
  onDone(): void;
}) {
  const form = useForm<FormValues, unknown, StaffPaymentInput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { amount: poundsText(owed), method: "" as never, note: "" },
  });
  const record = useAdminMutation<StaffPaymentInput>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/bookings/${bookingId}/payments`, values),
    invalidates,
    failureMessage: "Failed to record the payment",
    success: { title: "Payment recorded", description: "A receipt is on its way to the customer." },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values);
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Record a payment"
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-700">
        Still owed: {formatPoundsExact(owed)}. The customer gets a receipt by e-mail.
      </p>
      <TextField
        label="Amount (£)"
        inputMode="decimal"
        required
        error={errors.amount?.message}
        {...form.register("amount")}
      />
      <PaymentMethodSelect label="How it was paid" error={errors.method?.message} {...form.register("method")} />
      <TextField label="Note (optional)" error={errors.note?.message} {...form.register("note")} />
      <InlineFormActions submitting={isSubmitting} submitLabel="Record payment" onCancel={onDone} />
    </form>
  );
}
