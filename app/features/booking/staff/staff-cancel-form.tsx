// Staff cancel a booking (issue 14; issue 21, M4): who asked (required), the reason the customer reads (blank takes
// the default for that choice) and an internal note that is never sent. The refund is the policy's for who asked,
// worked out by the server and shown before confirming; the seat is released at once, the refund paid back by a job.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, type QueryKey } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import { CheckboxField } from "#app/shared/staff/form-controls";
import { useInlineForm } from "#app/shared/staff/inline-form";
import { QueryState } from "#app/shared/staff/query-state";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { InlineFormActions } from "./inline-form-parts";
import { Choice, Choices } from "./new-booking-form-parts";
import {
  DEFAULT_CUSTOMER_REASON,
  StaffCancelSchema,
  type CancelAsker,
  type StaffCancelInput,
  type StaffCancellationQuote,
} from "./staff-cancel-schema";

const FormSchema = StaffCancelSchema.pick({
  requestedBy: true,
  customerReason: true,
  internalNote: true,
  notifyCustomer: true,
});
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

const refundText = (refund: { amount: number }) => (refund.amount > 0 ? formatPoundsExact(refund.amount) : "No refund");

export function StaffCancelForm(props: { bookingId: string; invalidates: readonly QueryKey[]; onDone(): void }) {
  const quoteKey = ["admin", "booking", props.bookingId, "cancellation"];
  const quote = useQuery({
    queryKey: quoteKey,
    queryFn: () => apiGet<StaffCancellationQuote>(`/api/admin/bookings/${props.bookingId}/cancellation`),
  });
  return (
    <QueryState query={quote} loadingLabel="Working out the refund" errorMessage="Failed to work out the refund.">
      {(loaded) => <CancelForm {...props} quote={loaded} refreshQuote={() => void quote.refetch()} />}
    </QueryState>
  );
}

function CancelForm({
  bookingId,
  invalidates,
  onDone,
  quote,
  refreshQuote,
}: {
  bookingId: string;
  invalidates: readonly QueryKey[];
  onDone(): void;
  quote: StaffCancellationQuote;
  refreshQuote(): void;
}) {
  const cancel = useAdminMutation<StaffCancelInput>({
    mutationFn: (values) => apiRequest("POST", `/api/admin/bookings/${bookingId}/cancel`, values),
    // The internal note joins the booking's notes, and the cancellation its history.
    invalidates: [...invalidates, ["admin", "notes"], ["admin", "audit"]],
    failureMessage: "Failed to cancel booking",
    success: { title: "Booking cancelled" },
  });
  const form = useInlineForm<FormValues, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { customerReason: "", internalNote: "", notifyCustomer: true },
    fields: ["requestedBy", "customerReason", "internalNote"],
    send: async (values) => {
      try {
        // The refund shown is sent with the choice: if it has changed meanwhile, nothing is cancelled.
        await cancel.mutateAsync({ ...values, refund: quote.refunds[values.requestedBy].amount });
      } catch (error) {
        refreshQuote();
        throw error;
      }
    },
    onDone,
  });
  const { errors, isSubmitting, field } = form;
  const requestedBy = useWatch({ control: form.control, name: "requestedBy" }) as CancelAsker | null | undefined;
  const chosen = requestedBy ? quote.refunds[requestedBy] : undefined;
  const register = form.register("requestedBy");
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-label="Cancel booking"
      className="space-y-4 rounded-lg border border-red-200 p-4"
    >
      <p className="text-sm text-slate-800">
        The seat is released at once. Paid so far: {formatPoundsExact(quote.paid)}.
      </p>
      <Choices legend="Who asked for the cancellation? (required)" error={errors.requestedBy?.message}>
        <Choice
          label="The customer asked"
          hint={`Refunded as if they had cancelled themselves: ${refundText(quote.refunds.customer)}.`}
          value="customer"
          registration={register}
        />
        <Choice
          label="The academy is cancelling it"
          hint={`Everything paid is refunded: ${refundText(quote.refunds.academy)}.`}
          value="academy"
          registration={register}
        />
      </Choices>
      {chosen && (
        <p role="status" className="rounded-md bg-slate-50 p-3 text-sm text-slate-900">
          <span className="font-semibold">Refund: {refundText(chosen)}.</span> {chosen.reason}.
        </p>
      )}
      <TextField
        label="Reason for the customer"
        hint={
          requestedBy
            ? `What their e-mail says. Leave blank for: “${DEFAULT_CUSTOMER_REASON[requestedBy]}”`
            : "What their e-mail says. Leave blank for the usual wording."
        }
        {...field("customerReason")}
      />
      <TextAreaField
        label="Internal note"
        rows={3}
        className="min-h-20"
        hint="For staff only: kept on the booking's timeline and notes, never sent to the customer."
        {...field("internalNote")}
      />
      <CheckboxField
        label="E-mail the customer"
        hint="They are told who asked, the refund and the reason for the customer (not the internal note)."
        {...form.register("notifyCustomer")}
      />
      <InlineFormActions
        submitting={isSubmitting}
        submitLabel={chosen ? `Cancel booking (${refundText(chosen).toLowerCase()})` : "Cancel booking"}
        busyLabel="Cancelling..."
        onCancel={onDone}
        cancelLabel="Keep booking"
        destructive
      />
    </form>
  );
}
