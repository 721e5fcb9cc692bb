// How late work the site does by itself is (scheduled jobs, issue 19; mail, issue 20), in the words of the warnings
// at the top of /admin (email/staff/mail-status.ts, jobs/staff/job-queue-status.ts).

/** Such work normally goes within seconds; past five minutes, staff are told. */
export const LATE_WARNING_SECONDS = 5 * 60;

/**
 * How late, as the warning says it: '12 minutes', or from two hours '3 hours'; null while nothing waits or it is
 * within LATE_WARNING_SECONDS.
 */
export function lateBy(waiting: number, secondsLate: number): string | null {
  if (waiting === 0 || secondsLate <= LATE_WARNING_SECONDS) return null;
  const minutes = Math.floor(secondsLate / 60);
  return minutes < 120 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} hours`;
}
