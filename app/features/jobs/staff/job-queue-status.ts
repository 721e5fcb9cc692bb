// How far scheduled work is behind, as staff see it (issue 19, security review N7): shared by the API and the notice
// on /admin.
import { lateWarning } from "#app/shared/staff/late-work";

/** GET /api/admin/jobs/status. */
export type JobQueueStatus = {
  /** Jobs due now and not being run. */
  due: number;
  /** Since when the longest-waiting of them has been due (ISO), or null when none is. */
  oldestDueAt: string | null;
  /** Seconds since then, by the database's clock. */
  secondsLate: number;
};

/**
 * The warning staff see, or null while scheduled work is on time: a due job normally runs within 15 seconds (one
 * tick), so past five minutes (LATE_WARNING_SECONDS) staff are told.
 */
export const jobsLateWarning = (status: JobQueueStatus | undefined): string | null =>
  lateWarning(status?.due, status?.secondsLate, (delay, due) => {
    const waiting = due === 1 ? "1 task is" : `${due} tasks are`;
    return `Scheduled work is ${delay} late: ${waiting} waiting to run.`;
  });
