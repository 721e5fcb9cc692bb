// How far the outbox is behind, as staff see it (issue 20): shared by the API and the notice on /admin.
import { lateWarning } from "#app/shared/staff/late-work";

/** GET /api/admin/mail/status. */
export type MailStatus = {
  /** Messages not yet sent (waiting, being sent, or waiting to be retried). */
  pending: number;
  /** When the oldest of them was queued (ISO), or null when nothing waits. */
  oldestQueuedAt: string | null;
  /** Seconds since then, by the database's clock. */
  secondsBehind: number;
};

/**
 * The warning staff see, or null while mail is on time: mail normally leaves within seconds, so past five minutes
 * (LATE_WARNING_SECONDS) a slow or unreachable mail server is told.
 */
export const mailDelayWarning = (status: MailStatus | undefined): string | null =>
  lateWarning(status?.pending, status?.secondsBehind, (delay, pending) => {
    const waiting = pending === 1 ? "1 e-mail is" : `${pending} e-mails are`;
    return `E-mail is ${delay} behind: ${waiting} waiting to go out.`;
  });
