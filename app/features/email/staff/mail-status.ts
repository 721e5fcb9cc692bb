// How far the outbox is behind, as staff see it (issue 20): shared by the API and the notice on /admin.

/** GET /api/admin/mail/status. */
export type MailStatus = {
  /** Messages not yet sent (waiting, being sent, or waiting to be retried). */
  pending: number;
  /** When the oldest of them was queued (ISO), or null when nothing waits. */
  oldestQueuedAt: string | null;
  /** Seconds since then, by the database's clock. */
  secondsBehind: number;
};

/** Mail normally leaves within seconds; past this, staff are told (a slow or unreachable mail server). */
export const MAIL_BEHIND_WARNING_SECONDS = 5 * 60;

/** The warning staff see, or null while mail is on time. */
export function mailDelayWarning(status: MailStatus | undefined): string | null {
  if (!status || status.pending === 0 || status.secondsBehind <= MAIL_BEHIND_WARNING_SECONDS) return null;
  const minutes = Math.floor(status.secondsBehind / 60);
  const delay = minutes < 120 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} hours`;
  const waiting = status.pending === 1 ? "1 e-mail is" : `${status.pending} e-mails are`;
  return `E-mail is ${delay} behind: ${waiting} waiting to go out.`;
}
