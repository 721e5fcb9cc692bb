// How late work the site does by itself is (scheduled jobs, issue 19; mail, issue 20), in the words of the warnings
// at the top of /admin (email/staff/mail-status.ts, jobs/staff/job-queue-status.ts).

/** Such work normally goes within seconds; past five minutes, staff are told. */
export const LATE_WARNING_SECONDS = 5 * 60;

/**
 * The warning `say` words from how late ('12 minutes', or from two hours '3 hours') and how much waits; null before
 * the figures arrive, while nothing waits or while it is within LATE_WARNING_SECONDS.
 */
export function lateWarning(
  waiting: number | undefined,
  secondsLate: number | undefined,
  say: (delay: string, waiting: number) => string,
): string | null {
  if (!waiting || secondsLate === undefined || secondsLate <= LATE_WARNING_SECONDS) return null;
  const minutes = Math.floor(secondsLate / 60);
  return say(minutes < 120 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} hours`, waiting);
}
