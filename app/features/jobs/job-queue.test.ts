import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { jobs } from "#db/schema";
import { createLogger } from "#server/logger";
import { useTestDatabase } from "#test/support/test-database";
import {
  DEFAULT_JOB_PRIORITY,
  jobPriority,
  PUBLIC_JOB_PRIORITY,
  SWEEP_PRIORITY,
  URGENT_JOB_PRIORITY,
} from "./job-priority";
import { claimDueJob, completeJob, enqueueJob, failJob, jobBacklog } from "./job-queue.server";
import { startJobRunner } from "./job-runner.server";

const logger = createLogger("silent");
let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("job priorities", () => {
  it.each([
    ["execute-refund", URGENT_JOB_PRIORITY],
    ["cancel-payment-intent", URGENT_JOB_PRIORITY],
    ["find-booking", PUBLIC_JOB_PRIORITY],
    ["some-new-kind", DEFAULT_JOB_PRIORITY],
  ])("queues %s at %i", (kind, priority) => {
    expect(jobPriority(kind)).toBe(priority);
  });

  it("puts money and sweeps ahead of other work, and work a visitor can trigger last", () => {
    expect(URGENT_JOB_PRIORITY).toBeLessThan(DEFAULT_JOB_PRIORITY);
    expect(SWEEP_PRIORITY).toBeLessThan(DEFAULT_JOB_PRIORITY);
    expect(DEFAULT_JOB_PRIORITY).toBeLessThan(PUBLIC_JOB_PRIORITY);
  });

  it("stores the kind's priority when a job is queued", async () => {
    await enqueueJob(db, { kind: "execute-refund" });
    await enqueueJob(db, { kind: "find-booking" });
    await enqueueJob(db, { kind: "other" });
    const rows = await db.select({ kind: jobs.kind, priority: jobs.priority }).from(jobs).orderBy(jobs.priority);
    expect(rows).toEqual([
      { kind: "execute-refund", priority: URGENT_JOB_PRIORITY },
      { kind: "other", priority: DEFAULT_JOB_PRIORITY },
      { kind: "find-booking", priority: PUBLIC_JOB_PRIORITY },
    ]);
  });

  it("claims a refund queued after 400 'Find my booking' requests before any of them (security review N7)", async () => {
    for (let n = 0; n < 400; n++) {
      await enqueueJob(db, { kind: "find-booking", payload: { n }, runAt: minutesAgo(2) });
    }
    await enqueueJob(db, { kind: "execute-refund", payload: { refundId: "r1" } });
    const kinds = ["find-booking", "execute-refund"];
    expect(await claimDueJob(db, kinds)).toMatchObject({ kind: "execute-refund", status: "running" });
    // Then the flood, oldest first.
    expect(await claimDueJob(db, kinds)).toMatchObject({ kind: "find-booking" });
  });

  it("runs the refund and the minute's sweeps in the first tick, however many public jobs wait", async () => {
    for (let n = 0; n < 120; n++) {
      await enqueueJob(db, { kind: "find-booking", payload: { n }, runAt: minutesAgo(2) });
    }
    await enqueueJob(db, { kind: "execute-refund" });
    const ran: string[] = [];
    const record = async ({ job }: { job: { kind: string } }) => void ran.push(job.kind);
    const runner = startJobRunner({
      db,
      logger,
      handlers: { "find-booking": record, "execute-refund": record, "waiting-list": record },
      sweeps: [{ kind: "waiting-list", every: "minute" }],
      now: () => new Date("2027-03-01T09:00:30Z"),
      autoStart: false,
      batchSize: 10,
    });
    await runner.runOnce();
    expect(ran.slice(0, 2).sort()).toEqual(["execute-refund", "waiting-list"]);
    expect(ran).toHaveLength(10);
    const [sweep] = await db.select().from(jobs).where(eq(jobs.kind, "waiting-list"));
    expect(sweep).toMatchObject({ priority: SWEEP_PRIORITY, status: "done" });
  });

  it("still claims the longest-due first among jobs of one priority", async () => {
    await enqueueJob(db, { kind: "execute-refund", payload: { n: 2 }, runAt: minutesAgo(1) });
    await enqueueJob(db, { kind: "execute-refund", payload: { n: 1 }, runAt: minutesAgo(3) });
    await enqueueJob(db, { kind: "execute-refund", payload: { n: 3 }, runAt: new Date(Date.now() + 60_000) });
    const claimed = [await claimDueJob(db, ["execute-refund"]), await claimDueJob(db, ["execute-refund"])];
    expect(claimed.map((job) => job?.payload.n)).toEqual([1, 2]);
    expect(await claimDueJob(db, ["execute-refund"])).toBeUndefined();
  });
});

describe("finishing a job under its own lease (money audit D9)", () => {
  it("leaves a job alone once its lease lapsed and another run claimed it", async () => {
    await enqueueJob(db, { kind: "work" });
    // The first run's lease lapses at once, as if its provider call had outlasted JOB_LEASE_SECONDS.
    const first = (await claimDueJob(db, ["work"], { leaseSeconds: 0 }))!;
    const second = (await claimDueJob(db, ["work"]))!;
    expect(second).toMatchObject({ id: first.id, attempts: 2, status: "running" });

    expect(await completeJob(db, first)).toBe(false);
    expect(await failJob(db, first, "provider timed out")).toBe("lost");
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ status: "running", attempts: 2, lastError: null, finishedAt: null });
    expect(row!.leaseUntil!.getTime()).toBe(second.leaseUntil!.getTime());

    expect(await completeJob(db, second)).toBe(true);
    const [done] = await db.select().from(jobs);
    expect(done).toMatchObject({ status: "done", leaseUntil: null });
    // Finished is finished: the first run cannot finish it again either.
    expect(await completeJob(db, first)).toBe(false);
  });

  it("still finishes a job whose lease lapsed when nobody claimed it since", async () => {
    await enqueueJob(db, { kind: "work" });
    const job = (await claimDueJob(db, ["work"], { leaseSeconds: 0 }))!;
    expect(await failJob(db, job, "mail server down")).toBe("queued");
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "mail server down" });
  });

  it("does not let a runner mark done a job another runner took over mid-run", async () => {
    await enqueueJob(db, { kind: "work" });
    let takenOver: Awaited<ReturnType<typeof claimDueJob>>;
    const slow = startJobRunner({
      db,
      logger,
      leaseSeconds: 0,
      autoStart: false,
      handlers: {
        // While this run works, its lease lapses and another process claims the job.
        work: async () => void (takenOver = await claimDueJob(db, ["work"])),
      },
    });
    expect(await slow.runOnce()).toEqual({ ran: 1, failed: 0 });
    expect(takenOver).toMatchObject({ attempts: 2 });
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ status: "running", attempts: 2, finishedAt: null });
  });
});

describe("the job backlog", () => {
  it("is empty when nothing is due", async () => {
    await enqueueJob(db, { kind: "later", runAt: new Date(Date.now() + 60_000) });
    await db.insert(jobs).values({ kind: "finished", status: "done", runAt: minutesAgo(60) });
    expect(await jobBacklog(db)).toEqual({ due: 0, oldestDueAt: null, secondsLate: 0 });
  });

  it("counts due jobs and how late the longest-waiting is, leaving out those running under a live lease", async () => {
    await enqueueJob(db, { kind: "queued-late", runAt: minutesAgo(7) });
    await enqueueJob(db, { kind: "queued-now" });
    await enqueueJob(db, { kind: "later", runAt: new Date(Date.now() + 60_000) });
    await db.insert(jobs).values([
      // A process died mid-run: due again since its lease ended, 2 minutes ago.
      { kind: "lapsed", status: "running", runAt: minutesAgo(30), leaseUntil: minutesAgo(2) },
      { kind: "running", status: "running", runAt: minutesAgo(30), leaseUntil: new Date(Date.now() + 60_000) },
      { kind: "dead", status: "dead", runAt: minutesAgo(60) },
    ]);
    const backlog = await jobBacklog(db);
    expect(backlog.due).toBe(3);
    expect(backlog.secondsLate).toBeGreaterThanOrEqual(7 * 60 - 2);
    expect(backlog.secondsLate).toBeLessThan(8 * 60);
    expect(Math.abs(backlog.oldestDueAt!.getTime() - minutesAgo(7).getTime())).toBeLessThan(5_000);
  });

  it("measures a lapsed lease from its end", async () => {
    await db
      .insert(jobs)
      .values({ kind: "lapsed", status: "running", runAt: minutesAgo(30), leaseUntil: minutesAgo(6) });
    const backlog = await jobBacklog(db);
    expect(backlog.due).toBe(1);
    expect(backlog.secondsLate).toBeGreaterThanOrEqual(6 * 60 - 2);
    expect(backlog.secondsLate).toBeLessThan(7 * 60);
  });
});

// The row's lease as stored equals the one the claim returned: the D9 check compares them exactly.
describe("the claimed lease", () => {
  it("reads back equal to the stored one", async () => {
    await enqueueJob(db, { kind: "work" });
    const job = (await claimDueJob(db, ["work"]))!;
    const [row] = await db
      .select({ same: sql<boolean>`${jobs.leaseUntil} = ${job.leaseUntil}` })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(row?.same).toBe(true);
  });
});
