import Lock from "lucide-react/icons/lock";
import { Button } from "#app/shared/ui/button";

/** 'Complete Payment', or 'Processing Payment...' while the payment is confirmed (SPEC §2). */
export function CompletePaymentButton({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      <Lock aria-hidden="true" className="size-4" />
      {busy ? "Processing Payment..." : "Complete Payment"}
    </Button>
  );
}
