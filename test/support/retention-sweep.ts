// The daily retention sweep (issue 23) run under a controlled clock, as the retention tests drive it.
import type { Database } from "#db/db.server";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { RETENTION_SWEEP, retentionHandlers } from "#app/features/learners/retention.server";
import { londonInstant } from "#app/shared/london-clock";
import { createLogger } from "#server/logger";

/** One job runner's pass at `time` London on `day`: it queues the sweep if the sweep is due then, and runs what is due. */
export function runRetentionAt(db: Database, day: string, time: string) {
  const at = londonInstant(day, time);
  return startJobRunner({
    db,
    logger: createLogger("silent"),
    handlers: retentionHandlers,
    sweeps: [RETENTION_SWEEP],
    now: () => at,
    autoStart: false,
  }).runOnce();
}
