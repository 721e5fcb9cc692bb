// Staff record money taken outside the site (issue 13): amount in pounds, how it came, the day it arrived (issue 21,
// M10: a transfer that came Monday and is keyed in Thursday is dated Monday) and a note.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { apiRequest } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { londonDateOf, londonToday } from "#app/shared/dates";
import { receivedOnRefusal } from "#app/features/payments/by-hand";
import { poundsField, poundsText } from "#app/shared/staff/pounds-input";
import { TextField } from "#app/shared/ui/form-field";
import { InlineFormActions, PaymentMethodSelect } from "./inline-form-parts";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import type { QueryKey } from "@tanstack/react-query";
import { StaffPaymentSchema, type StaffPaymentInput } from "./staff-schema";

/** The form's schema: the server's, with pounds typed as text, and the day not before the booking was made. */
const formSchemaFor = (bookedOn: string) =>
  z
    .object({
      amount: poundsField(StaffPaymentSchema.shape.amount, "Enter the amount in pounds, such as 149 or 49.50"),
      method: StaffPaymentSchema.shape.method,
      note: StaffPaymentSchema.shape.note,
      receivedOn: StaffPaymentSchema.shape.receivedOn.unwrap(),
    })
    .superRefine((values, context) => {
      const refusal = receivedOnRefusal(values.receivedOn, { today: londonToday(), bookedOn });
      if (refusal) context.addIssue({ code: "custom", path: ["receivedOn"], message: refusal });
    });
type FormValues = z.input<ReturnType<typeof formSchemaFor>>;
const FIELDS = ["amount", "method", "note", "receivedOn"] as const;

export function RecordPaymentForm({
  bookingId,
  bookedAt,
  owed,
  invalidates,
  onDone,
}: {
  bookingId: string;
  /** When the booking was made (ISO instant): the money cannot have arrived before its London day. */
  bookedAt: string;
  owed: number;
  invalidates: readonly QueryKey[];
  onDone(): void;
}) {
  const today = londonToday();
  const bookedOn = londonDateOf(new Date(bookedAt));
  const record = useAdminMutation<StaffPaymentInput>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/bookings/${bookingId}/payments`, values),
    invalidates,
    failureMessage: "Failed to record the payment",
    success: { title: "Payment recorded", description: "A receipt is on its way to the customer." },
  });
  const { submit, field, isSubmitting } = useInlineForm<FormValues, StaffPaymentInput>({
    resolver: zodResolver(formSchemaFor(bookedOn)),
    defaultValues: { amount: poundsText(owed), method: "" as never, note: "", receivedOn: today },
    fields: FIELDS,
    send: record.mutateAsync,
    onDone,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Record a payment"
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-700">
        Still owed: {formatPoundsExact(owed)}. The customer gets a receipt by e-mail.
      </p>
      <TextField label="Amount (£)" inputMode="decimal" required {...field("amount")} />
      <PaymentMethodSelect label="How it was paid" {...field("method")} />
      <TextField
        label="Date received"
        type="date"
        required
        min={bookedOn}
        max={today}
        hint="The day the money reached the academy: the receipt and the reports use it."
        {...field("receivedOn")}
      />
      <TextField label="Note (optional)" {...field("note")} />
      <InlineFormActions submitting={isSubmitting} submitLabel="Record payment" onCancel={onDone} />
    </form>
  );
}
