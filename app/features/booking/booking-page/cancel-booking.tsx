// 'Cancel booking' on the booking page (issue 14): what comes back and why is shown before the customer confirms.
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { apiRequest } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { toastActionRefused } from "./action-refused";

export function CancelBooking({ token, quote }: { token: string; quote: { amount: number; reason: string } }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const keep = useRef<HTMLButtonElement>(null);
  const back = quote.amount > 0 ? `you get ${formatPoundsExact(quote.amount)} back` : "no refund is due";

  async function cancel() {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/bookings/by-token/${encodeURIComponent(token)}/cancel`, {});
      toast({ title: "Booking cancelled", description: "We have e-mailed you a confirmation." });
      await revalidator.revalidate();
    } catch (error) {
      toastActionRefused("Not cancelled", error);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 text-sm">
      <p>
        If you cancel today, {back}. <span className="text-slate-700">{quote.reason}.</span>
      </p>
      {!confirming ? (
        <Button
          variant="outline"
          onClick={() => {
            setConfirming(true);
            requestAnimationFrame(() => keep.current?.focus());
          }}
        >
          Cancel booking
        </Button>
      ) : (
        <div
          role="group"
          aria-label="Confirm the cancellation"
          className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="font-semibold text-red-950">
            Cancel this booking? Your place is released at once and {back}. This cannot be undone.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="destructive" onClick={cancel} disabled={busy}>
              {busy ? "Cancelling..." : "Yes, cancel my booking"}
            </Button>
            <Button ref={keep} variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              Keep my booking
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
