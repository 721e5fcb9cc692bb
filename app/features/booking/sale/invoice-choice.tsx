// 'Pay by invoice' in the booking dialog's payment step (issue 24): shown beside the card choices only to a visitor
// signed in as a contact of a business account, loaded only then (the dialog's script budget). It asks for the
// purchase order (required when the account says so) and hands it to the step, which makes the booking on account;
// the server judges the account again and has the last word.
import FileText from "lucide-react/icons/file-text";
import { useId, useState } from "react";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { OVER_CREDIT_TEXT, type OnAccount } from "#app/features/accounts/on-account";

export const PURCHASE_ORDER_MISSING = "Please enter your purchase order number";

export function InvoiceChoice({
  account,
  total,
  pending,
  disabled,
  onChoose,
}: {
  account: Extract<OnAccount, { signedIn: true }>;
  /** Pence: the booking's full price, any group discount taken off. */
  total: number;
  pending: boolean;
  disabled: boolean;
  onChoose(purchaseOrder: string | undefined): void;
}) {
  const id = useId();
  const [purchaseOrder, setPurchaseOrder] = useState("");
  const [error, setError] = useState<string | undefined>();
  const refusal = account.refusal ?? (total > account.creditLeft ? OVER_CREDIT_TEXT : null);
  const choose = () => {
    const value = purchaseOrder.trim();
    if (account.poRequired && !value) {
      setError(PURCHASE_ORDER_MISSING);
      return;
    }
    setError(undefined);
    onChoose(value || undefined);
  };
  return (
    <li className="rounded-lg border border-slate-300 p-4" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        Business account: {account.organisationName}
      </p>
      <p className="mt-1 text-sm text-slate-700">Signed in as {account.contactName}.</p>
      {refusal ? (
        <p className="mt-2 text-sm text-slate-800">{refusal}</p>
      ) : (
        <div className="mt-3 space-y-3">
          <TextField
            label={account.poRequired ? "Purchase order number" : "Purchase order number (optional)"}
            required={account.poRequired}
            maxLength={50}
            autoComplete="off"
            value={purchaseOrder}
            error={error}
            onChange={(event) => setPurchaseOrder(event.target.value)}
          />
          <Button
            className="w-full"
            variant="outline"
            disabled={disabled}
            aria-describedby={`${id}-terms`}
            onClick={choose}
          >
            {pending ? "Processing..." : `Pay by invoice - ${formatPoundsExact(total)}`}
          </Button>
          <p id={`${id}-terms`} className="text-center text-sm text-slate-600">
            Confirmed now, with no card payment. We e-mail the invoice for {formatPoundsExact(total)}, due{" "}
            {account.termsDays} days from today.
          </p>
        </div>
      )}
    </li>
  );
}
