// 'Record payment' against an invoice (issue 24): a bank transfer the business sent, in pounds, the day it reached
// the academy and its reference. The form's key is made once when it opens, so a second press or a retry after a
// lost answer records the payment once (the server answers the first one again).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { z } from "zod";
import { apiRequest } from "#app/shared/api-client";
import { formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { poundsField, poundsText } from "#app/shared/staff/pounds-input";
import { adminKeys } from "#app/shared/staff/query-client";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { InvoicePaymentSchema, type InvoicePaymentInput, type InvoicePaymentResult } from "../documents-schema";

/** The form's schema: the server's, with pounds typed as text and the key added when sent. */
const formSchema = z
  .object({
    amount: poundsField(InvoicePaymentSchema.shape.amount, "Enter the amount in pounds, such as 498 or 249.50"),
    receivedOn: InvoicePaymentSchema.shape.receivedOn,
    reference: InvoicePaymentSchema.shape.reference,
  })
  .superRefine((values, context) => {
    // Also refused by the server, told here before sending.
    if (values.receivedOn > londonToday()) {
      context.addIssue({ code: "custom", path: ["receivedOn"], message: "The money cannot have arrived after today" });
    }
  });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ["amount", "receivedOn", "reference"] as const;

export function InvoicePaymentForm({
  invoice,
  bookingId,
  onDone,
}: {
  invoice: { id: string; number: string; owed: number; dueOn: string | null };
  bookingId: string;
  onDone(): void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const today = londonToday();
  const record = useAdminMutation<InvoicePaymentInput, InvoicePaymentResult>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/documents/${invoice.id}/payments`, values),
    invalidates: [adminKeys.booking(bookingId), ["admin", "documents"]],
    failureMessage: "Failed to record the payment",
    success: { title: "Payment recorded", description: "A receipt is on its way to the customer." },
  });
  const { submit, field, isSubmitting } = useInlineForm<FormValues, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: poundsText(invoice.owed), receivedOn: today, reference: "" },
    fields: FIELDS,
    send: async (values) => {
      await record.mutateAsync({ ...values, idempotencyKey });
    },
    onDone,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={`Record a payment against ${invoice.number}`}
      className="mt-2 w-full space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-700">
        Still owed on {invoice.number}: {formatPoundsExact(invoice.owed)}
        {invoice.dueOn ? `, due ${formatDate(invoice.dueOn)}` : ""}. The customer gets a receipt by e-mail.
      </p>
      <TextField label="Amount (£)" inputMode="decimal" required {...field("amount")} />
      <TextField
        label="Date received"
        type="date"
        required
        max={today}
        hint="The day the money reached the academy's bank account: the receipt and the reports use it."
        {...field("receivedOn")}
      />
      <TextField label="Bank reference" required hint="As it appears on the bank statement." {...field("reference")} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Record payment"}
        </Button>
      </div>
    </form>
  );
}
