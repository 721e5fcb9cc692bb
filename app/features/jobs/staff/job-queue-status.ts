// How far scheduled work is behind, as staff see it (issue 19, security review N7): shared by the API and the notice
// on /admin.

/** GET /api/admin/jobs/status. */
export type JobQueueStatus = {
  /** Jobs due now and not being run. */
  due: number;
  /** Since when the longest-waiting of them has been due (ISO), or null when none is. */
  oldestDueAt: string | null;
  /** Seconds since then, by the database's clock. */
  secondsLate: number;
};

/** A due job normally runs within 15 seconds (one tick); past this, staff are told. */
export const JOBS_LATE_WARNING_SECONDS = 5 * 60;

/** The warning staff see, or null while scheduled work is on time. */
export function jobsLateWarning(status: JobQueueStatus | undefined): string | null {
  if (!status || status.due === 0 || status.secondsLate <= JOBS_LATE_WARNING_SECONDS) return null;
  const minutes = Math.floor(status.secondsLate / 60);
  const delay = minutes < 120 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} hours`;
  const waiting = status.due === 1 ? "1 task is" : `${status.due} tasks are`;
  return `Scheduled work is ${delay} late: ${waiting} waiting to run.`;
}
