// Pieces the booking's inline staff forms share (record a payment, cancel, refund, mark a refund paid back).
import type { ComponentProps } from "react";
import { Button } from "#app/shared/ui/button";
import { SelectField } from "#app/shared/ui/form-field";
import { PAYMENT_METHODS } from "./staff-schema";

/** 'How it was paid' and its like: the ways money moves outside the site. */
export function PaymentMethodSelect(props: Omit<ComponentProps<typeof SelectField>, "children" | "required">) {
  return (
    <SelectField required {...props}>
      <option value="">Choose…</option>
      {PAYMENT_METHODS.map((method) => (
        <option key={method} value={method}>
          {method}
        </option>
      ))}
    </SelectField>
  );
}

/** The form's way out and its submit button, side by side from the small breakpoint. */
export function InlineFormActions({
  submitting,
  submitLabel,
  busyLabel = "Saving...",
  onCancel,
  cancelLabel = "Cancel",
  destructive = false,
}: {
  submitting: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel(): void;
  cancelLabel?: string;
  destructive?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? "destructive" : "primary"} disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
