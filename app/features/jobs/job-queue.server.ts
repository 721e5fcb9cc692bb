// The job table (decision 015): work that runs later, claimed with FOR UPDATE SKIP LOCKED under a lease so that one
// process runs each job however many run, retried with back-off, dead after MAX_JOB_ATTEMPTS (staff see dead jobs).
// A job enqueued inside a business transaction exists exactly when that change does.
import { and, asc, desc, eq, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { jobs, type Job } from "#db/schema";

export type NewJob = {
  kind: string;
  /** At most one job ever has this key: a second enqueue is ignored ("once per period", "once per thing"). */
  dedupeKey?: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
};

/** Queues a job; true when it was new (false: its dedupe key was taken). */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      dedupeKey: job.dedupeKey ?? null,
      payload: job.payload ?? {},
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

/**
 * Claims the next due job: queued and due, or running under a lease that lapsed (its process died). SKIP LOCKED keeps
 * two processes from claiming one job; the claim commits at once, so the work itself runs outside this transaction.
 */
export async function claimDueJob(db: Database, kinds: string[]): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          sql`${jobs.kind} in ${kinds}`,
          or(
            and(eq(jobs.status, "queued"), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, "running"), lte(jobs.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1` as unknown as number,
        leaseUntil: sql.raw(`now() + interval '${JOB_LEASE_SECONDS} seconds'`) as unknown as Date,
      })
      .where(eq(jobs.id, job.id))
      .returning();
    return claimed;
  });
}

export async function completeJob(db: Executor, id: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", leaseUntil: null, lastError: null, finishedAt: sql`now()` as unknown as Date })
    .where(eq(jobs.id, id));
}

/** A failed try: queued again after a back-off, or dead after the last try. Returns the new status. */
export async function failJob(db: Executor, job: Job, error: string): Promise<"queued" | "dead"> {
  const dead = job.attempts >= MAX_JOB_ATTEMPTS;
  await db
    .update(jobs)
    .set({
      status: dead ? "dead" : "queued",
      leaseUntil: null,
      lastError: error.slice(0, 1000),
      runAt: sql.raw(`now() + interval '${jobRetryDelaySeconds(job.attempts)} seconds'`) as unknown as Date,
      ...(dead ? { finishedAt: sql`now()` as unknown as Date } : {}),
    })
    .where(eq(jobs.id, job.id));
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
