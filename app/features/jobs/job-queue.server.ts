// The job table (decision 015): work that runs later, claimed with FOR UPDATE SKIP LOCKED under a lease so that one
// process runs each job however many run, retried with back-off, dead after MAX_JOB_ATTEMPTS (staff see dead jobs).
// A job enqueued inside a business transaction exists exactly when that change does.
import { and, asc, desc, eq, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { jobs, type Job } from "#db/schema";
import { jobPriority } from "./job-priority";

export type NewJob = {
  kind: string;
  /** At most one job ever has this key: a second enqueue is ignored ("once per period", "once per thing"). */
  dedupeKey?: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** Lower is claimed first; by default the kind's (job-priority.ts). */
  priority?: number;
};

/** Queues a job; true when it was new (false: its dedupe key was taken). */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      dedupeKey: job.dedupeKey ?? null,
      payload: job.payload ?? {},
      priority: job.priority ?? jobPriority(job.kind),
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

export const MAX_JOB_ATTEMPTS = 8;
/** While a process runs a job, others leave it alone this long; a process killed mid-job gives it up after it. */
export const JOB_LEASE_SECONDS = 120;

/** Seconds before the next try after the n-th failure: 15 s, 30 s, 1 min … capped at 30 minutes. */
export const jobRetryDelaySeconds = (attempts: number) => Math.min(1800, 15 * 2 ** Math.max(0, attempts - 1));

/** Due now and not being run: queued and due, or running under a lease that lapsed (its process died). */
const dueNow = () =>
  or(
    and(eq(jobs.status, "queued"), lte(jobs.runAt, sql`now()`)),
    and(eq(jobs.status, "running"), lte(jobs.leaseUntil, sql`now()`)),
  );

/**
 * Claims the next due job: queued and due, or running under a lease that lapsed (its process died). Among due jobs the
 * lowest priority number goes first, then the longest due (issue 19: a refund is not held back by a flood of 'Find my
 * booking' requests). SKIP LOCKED keeps two processes from claiming one job; the claim commits at once, so the work
 * itself runs outside this transaction. The claimed row's `leaseUntil` and `attempts` identify this claim: finish it
 * with `completeJob` or `failJob`, which change nothing once another run has claimed the job.
 */
export async function claimDueJob(
  db: Database,
  kinds: string[],
  options: { leaseSeconds?: number } = {},
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const leaseSeconds = Math.max(0, Math.floor(options.leaseSeconds ?? JOB_LEASE_SECONDS));
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(sql`${jobs.kind} in ${kinds}`, dueNow()))
      .orderBy(asc(jobs.priority), asc(jobs.runAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1` as unknown as number,
        // Whole milliseconds, so the lease read back into a JavaScript Date compares equal to the stored one.
        leaseUntil: sql.raw(
          `date_trunc('milliseconds', now() + interval '${leaseSeconds} seconds')`,
        ) as unknown as Date,
      })
      .where(eq(jobs.id, job.id))
      .returning();
    return claimed;
  });
}

/**
 * The claim this run holds (money audit D9): still running, under the very lease and attempt this run's claim set. A
 * job that outlived its lease and was claimed again belongs to the later run; the first run's finish changes nothing.
 */
function stillHeld(job: Job) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.status, "running"),
    eq(jobs.attempts, job.attempts),
    job.leaseUntil ? eq(jobs.leaseUntil, job.leaseUntil) : sql`false`,
  );
}

/** Marks a claimed job done; false (and nothing changed) when this run no longer holds it. */
export async function completeJob(db: Executor, job: Job): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({ status: "done", leaseUntil: null, lastError: null, finishedAt: sql`now()` as unknown as Date })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/**
 * A failed try: queued again after a back-off, or dead after the last try. Returns the new status, or "lost" (nothing
 * changed) when this run no longer holds the job.
 */
export async function failJob(db: Executor, job: Job, error: string): Promise<"queued" | "dead" | "lost"> {
  const dead = job.attempts >= MAX_JOB_ATTEMPTS;
  const failed = await db
    .update(jobs)
    .set({
      status: dead ? "dead" : "queued",
      leaseUntil: null,
      lastError: error.slice(0, 1000),
      runAt: sql.raw(`now() + interval '${jobRetryDelaySeconds(job.attempts)} seconds'`) as unknown as Date,
      ...(dead ? { finishedAt: sql`now()` as unknown as Date } : {}),
    })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  if (failed.length === 0) return "lost";
  return dead ? "dead" : "queued";
}

/** How long a finished job's row is kept: long enough to look into a recent run, short enough that the table stays small. */
export const DONE_JOBS_KEPT_DAYS = 7;

/**
 * Deletes jobs that finished well over a week ago (the minute sweeps alone leave ~5,800 rows a day). Dead jobs stay
 * for staff. A sweep's key is for its own period, so a deleted row never lets a past period run again.
 */
export async function pruneDoneJobs(db: Executor): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(eq(jobs.status, "done"), sql`${jobs.finishedAt} < now() - make_interval(days => ${DONE_JOBS_KEPT_DAYS})`),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/** Jobs that gave up, newest first, for staff. */
export async function deadJobs(db: Executor, limit = 50): Promise<Job[]> {
  return db.select().from(jobs).where(eq(jobs.status, "dead")).orderBy(desc(jobs.finishedAt)).limit(limit);
}

export type JobBacklog = {
  /** Jobs due now and not being run: queued and due, or running under a lease that lapsed. */
  due: number;
  /** Since when the longest-waiting of them has been due, or null when none is. */
  oldestDueAt: Date | null;
  /** Seconds since then, by the database's clock (0 when none is due). */
  secondsLate: number;
};

/**
 * How far the runners are behind (issue 19, security review N7): a due job normally runs within a tick (15 s), so one
 * due for minutes means the runners are stopped, failing or swamped. A queued job is due from its `run_at`; a running
 * one whose lease lapsed, from the end of that lease.
 */
export async function jobBacklog(db: Executor): Promise<JobBacklog> {
  const dueSince = sql`case when ${jobs.status} = 'queued' then ${jobs.runAt} else ${jobs.leaseUntil} end`;
  const [row] = await db
    .select({
      due: sql<number>`count(*)::int`,
      // Epoch milliseconds: the drivers return a bare timestamp differently (a Date, or text).
      oldestDueMs: sql<number | null>`(extract(epoch from min(${dueSince})) * 1000)::float8`,
      secondsLate: sql<number>`coalesce(floor(extract(epoch from now() - min(${dueSince}))), 0)::int`,
    })
    .from(jobs)
    .where(dueNow());
  return {
    due: row?.due ?? 0,
    oldestDueAt: row?.oldestDueMs == null ? null : new Date(Number(row.oldestDueMs)),
    secondsLate: Math.max(0, row?.secondsLate ?? 0),
  };
}
