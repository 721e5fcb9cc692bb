import { useEffect, useState } from "react";
import { apiGet } from "#app/shared/api-client";
import type { LinkedBookingSummary } from "../../booking-summary";
import { toSuccessView, type SuccessView } from "./success-view";

export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 5;

/**
 * While the server says the payment is still processing, asks again a few
 * times; the webhook usually lands within seconds.
 */
export function useBookingPolling(initial: SuccessView, token: string) {
  const [view, setView] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  const pending = view.status === "pending";

  useEffect(() => {
    if (!pending || attempts >= POLL_ATTEMPTS) return;
    let current = true;
    const timer = setTimeout(() => {
      apiGet<LinkedBookingSummary>(`/api/bookings/by-token/${encodeURIComponent(token)}`)
        .then((summary) => current && setView(toSuccessView(summary)))
        .catch(() => undefined)
        .finally(() => current && setAttempts((n) => n + 1));
    }, POLL_INTERVAL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pending, attempts, token]);

  return { view, stillWaiting: pending && attempts < POLL_ATTEMPTS };
}
