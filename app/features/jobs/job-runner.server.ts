// Runs the job table (decision 015). Every process runs one of these: each tick it enqueues the periodic sweeps due
// for the current period (a dedupe key per sweep and period, so the period's sweep exists once however many
// processes tick), then runs due jobs one at a time until none is left. Sweeps are idempotent: each derives what is
// due from the data, so a re-run after a crash or a second process repeats nothing.
import type { Logger } from "pino";
import type { Database } from "#db/db.server";
import type { Job } from "#db/schema";
import { SWEEP_PRIORITY } from "./job-priority";
import { claimDueJob, completeJob, enqueueJob, failJob } from "./job-queue.server";
import { londonClock } from "#app/shared/london-clock";
import { pollingLoop, type PollingLoop } from "#app/shared/polling-loop.server";

export type JobContext = { db: Database; logger: Logger; now: Date; job: Job };
export type JobHandler = (context: JobContext) => Promise<void>;

/** A sweep runs every minute, or once a day from a London time of day ('09:00'). */
export type Sweep = { kind: string; every: "minute" } | { kind: string; every: "day"; at: string };

export type JobRunner = PollingLoop<{ ran: number; failed: number }>;

/**
 * The dedupe key of a sweep's run for the period `now` is in, or undefined when it is not due yet today. The
 * every-minute sweeps run every `minuteSweepSeconds` (a divisor of 60) where that is shorter than a minute: the
 * browser tests would otherwise wait up to a minute for each offer or notice they read.
 */
export function sweepKey(sweep: Sweep, now: Date, minuteSweepSeconds = 60): string | undefined {
  const { date, time } = londonClock(now);
  if (sweep.every === "minute") {
    const minute = `${sweep.kind}:${date}T${time}`;
    // London is a whole number of minutes from UTC, so the seconds are the same.
    return minuteSweepSeconds >= 60 ? minute : `${minute}:${Math.floor(now.getUTCSeconds() / minuteSweepSeconds)}`;
  }
  return time >= sweep.at ? `${sweep.kind}:${date}` : undefined;
}

export function startJobRunner(options: {
  db: Database;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  sweeps?: Sweep[];
  /** The clock the sweeps read (tests move it); leases and back-off use the database's. */
  now?: () => Date;
  intervalMs?: number;
  /** How often the every-minute sweeps run, in seconds (a divisor of 60; MINUTE_SWEEP_SECONDS): 60 by default. */
  minuteSweepSeconds?: number;
  autoStart?: boolean;
  batchSize?: number;
  /** How long a claim keeps other processes off a job (tests shorten it); JOB_LEASE_SECONDS by default. */
  leaseSeconds?: number;
}): JobRunner {
  const { db, logger, handlers } = options;
  const now = options.now ?? (() => new Date());
  const kinds = Object.keys(handlers);

  // Money audit D9: the job outlived its lease and another run claimed it; that run finishes it, not this one.
  function logLost(job: Job) {
    logger.warn(
      { jobId: job.id, kind: job.kind, attempts: job.attempts },
      "job finished after its lease passed to another run; left to that run",
    );
  }

  async function tick() {
    const at = now();
    for (const sweep of options.sweeps ?? []) {
      const dedupeKey = sweepKey(sweep, at, options.minuteSweepSeconds);
      if (dedupeKey) {
        await enqueueJob(db, {
          kind: sweep.kind,
          dedupeKey,
          payload: { at: at.toISOString() },
          priority: SWEEP_PRIORITY,
        });
      }
    }
    let ran = 0;
    let failed = 0;
    for (let i = 0; i < (options.batchSize ?? 50); i++) {
      const job = await claimDueJob(db, kinds, { leaseSeconds: options.leaseSeconds });
      if (!job) break;
      try {
        // A sweep's period is its own moment: a sweep run late (after a restart) still judges what was due then.
        const moment = typeof job.payload.at === "string" ? new Date(job.payload.at) : now();
        await handlers[job.kind]!({ db, logger, now: moment, job });
        if (!(await completeJob(db, job))) logLost(job);
        ran++;
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        const status = await failJob(db, job, message);
        if (status === "lost") {
          logLost(job);
          continue;
        }
        logger[status === "dead" ? "error" : "warn"](
          { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
          status === "dead" ? "job failed for the last time" : "job failed; will retry",
        );
      }
    }
    return { ran, failed };
  }

  return pollingLoop(tick, {
    intervalMs: options.intervalMs ?? 15_000,
    autoStart: options.autoStart,
    logger,
    failure: "job run failed",
  });
}
