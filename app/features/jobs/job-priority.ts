// Which jobs go first (issue 19, security review N7): a flood of jobs a visitor can cause must never hold back money
// and seats. Due jobs are claimed by (priority, run_at), lower first, so a refund queued behind 400 'Find my booking'
// requests is the next one claimed. The kinds are written out here rather than imported: every feature that queues
// jobs imports this one, so this one imports none of them.

/** Money back to customers, provider intents to close, and the periodic sweeps (holds, offers, cancelled dates). */
export const URGENT_JOB_PRIORITY = 10;
/** Any kind not named below. */
export const DEFAULT_JOB_PRIORITY = 50;
/** E-mail-only work a visitor can trigger from a public form: it waits behind everything else. */
export const PUBLIC_JOB_PRIORITY = 90;

/**
 * The kinds queued one by one (sweeps are not listed: every sweep is urgent, see SWEEP_PRIORITY). A new kind a
 * public form can queue belongs at PUBLIC_JOB_PRIORITY.
 */
const JOB_PRIORITIES: Readonly<Record<string, number>> = {
  "execute-refund": URGENT_JOB_PRIORITY, // payments/refunds.server.ts REFUND_JOB
  "cancel-payment-intent": URGENT_JOB_PRIORITY, // payments/attempts.server.ts CANCEL_INTENT_JOB
  "find-booking": PUBLIC_JOB_PRIORITY, // booking/booking-page/find-booking.server.ts FIND_BOOKING_JOB
  "account-sign-in": PUBLIC_JOB_PRIORITY, // accounts/account-sign-in.server.ts ACCOUNT_SIGN_IN_JOB
};

/** The priority a job of this kind is queued with. */
export function jobPriority(kind: string): number {
  return JOB_PRIORITIES[kind] ?? DEFAULT_JOB_PRIORITY;
}

/**
 * Every periodic sweep (expired holds, waiting-list offers, cancelled dates, reminders, pruning) is urgent: it is one
 * job per minute or day, so it cannot flood the queue, and the seat and offer sweeps must not wait behind a backlog.
 */
export const SWEEP_PRIORITY = URGENT_JOB_PRIORITY;
