import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#db/db.server";
import { jobs } from "#db/schema";
import { createLogger } from "#server/logger";
import { getTestDatabaseUrl, useTestDatabase } from "#test/support/test-database";
import { deadJobs, enqueueJob, MAX_JOB_ATTEMPTS, pruneDoneJobs } from "./job-queue.server";
import { startJobRunner, sweepKey, type JobHandler } from "./job-runner.server";
import { londonClock, londonInstant } from "#app/shared/london-clock";

const logger = createLogger("silent");
let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const runner = (handlers: Record<string, JobHandler>, now = () => new Date("2027-03-01T09:00:30Z")) =>
  startJobRunner({ db, logger, handlers, now, autoStart: false, sweeps: [{ kind: "tick", every: "minute" }] });
const makeDue = () => db.update(jobs).set({ runAt: sql`now() - interval '1 second'` as unknown as Date });

describe("the London clock", () => {
  it.each([
    ["2027-01-15T09:00:00Z", "2027-01-15", "09:00"],
    ["2027-06-15T08:00:00Z", "2027-06-15", "09:00"],
    ["2027-06-14T23:30:00Z", "2027-06-15", "00:30"],
  ])("reads %s as %s %s", (instant, date, time) => {
    expect(londonClock(new Date(instant))).toEqual({ date, time });
    expect(londonInstant(date, time).toISOString()).toBe(new Date(instant).toISOString());
  });
});

describe("sweep periods", () => {
  it.each([
    [{ kind: "m", every: "minute" } as const, "2027-06-15T08:00:59Z", "m:2027-06-15T09:00"],
    [{ kind: "d", every: "day", at: "09:00" } as const, "2027-06-15T07:59:00Z", undefined],
    [{ kind: "d", every: "day", at: "09:00" } as const, "2027-06-15T08:00:00Z", "d:2027-06-15"],
    [{ kind: "d", every: "day", at: "09:00" } as const, "2027-06-15T22:59:00Z", "d:2027-06-15"],
  ])("%o at %s is %s", (sweep, now, key) => {
    expect(sweepKey(sweep, new Date(now))).toBe(key);
  });

  // MINUTE_SWEEP_SECONDS: the browser tests run the every-minute sweeps every 5 s; a day's sweep is not affected.
  it.each([
    [{ kind: "m", every: "minute" } as const, 60, "2027-06-15T08:00:59Z", "m:2027-06-15T09:00"],
    [{ kind: "m", every: "minute" } as const, 5, "2027-06-15T08:00:00Z", "m:2027-06-15T09:00:0"],
    [{ kind: "m", every: "minute" } as const, 5, "2027-06-15T08:00:04.999Z", "m:2027-06-15T09:00:0"],
    [{ kind: "m", every: "minute" } as const, 5, "2027-06-15T08:00:05Z", "m:2027-06-15T09:00:1"],
    [{ kind: "m", every: "minute" } as const, 5, "2027-06-15T08:00:59Z", "m:2027-06-15T09:00:11"],
    [{ kind: "m", every: "minute" } as const, 30, "2027-01-15T09:01:31Z", "m:2027-01-15T09:01:1"],
    [{ kind: "d", every: "day", at: "09:00" } as const, 5, "2027-06-15T08:00:07Z", "d:2027-06-15"],
  ])("%o every %i s at %s is %s", (sweep, seconds, now, key) => {
    expect(sweepKey(sweep, new Date(now), seconds)).toBe(key);
  });
});

describe("the job runner", () => {
  it("runs a periodic sweep once per period, however often it ticks", async () => {
    const seen: string[] = [];
    const jobRunner = runner({ tick: async ({ now }) => void seen.push(now.toISOString()) });
    await jobRunner.runOnce();
    await jobRunner.runOnce();
    expect(seen).toEqual(["2027-03-01T09:00:30.000Z"]);
    const rows = await db.select().from(jobs);
    expect(rows).toMatchObject([{ kind: "tick", dedupeKey: "tick:2027-03-01T09:00", status: "done", attempts: 1 }]);
  });

  it("runs an every-minute sweep once in each period of minuteSweepSeconds, however often it ticks", async () => {
    const seen: string[] = [];
    let now = new Date("2027-03-01T09:00:01Z");
    const jobRunner = startJobRunner({
      db,
      logger,
      handlers: { tick: async ({ now: at }) => void seen.push(at.toISOString()) },
      now: () => now,
      autoStart: false,
      minuteSweepSeconds: 5,
      sweeps: [{ kind: "tick", every: "minute" }],
    });
    for (const at of ["09:00:01", "09:00:04", "09:00:05", "09:00:09", "09:00:10"]) {
      now = new Date(`2027-03-01T${at}Z`);
      await jobRunner.runOnce();
    }
    expect(seen).toEqual(["2027-03-01T09:00:01.000Z", "2027-03-01T09:00:05.000Z", "2027-03-01T09:00:10.000Z"]);
  });

  it("retries a job that throws with back-off, runs the others meanwhile, and gives up after the last try", async () => {
    const ran: string[] = [];
    const jobRunner = runner({
      broken: async () => {
        throw new Error("mail server down");
      },
      fine: async ({ job }) => void ran.push(String(job.payload.n)),
    });
    await enqueueJob(db, { kind: "broken" });
    await enqueueJob(db, { kind: "fine", payload: { n: 1 } });
    await enqueueJob(db, { kind: "fine", payload: { n: 2 } });
    expect(await jobRunner.runOnce()).toEqual({ ran: 2, failed: 1 });
    expect(ran.sort()).toEqual(["1", "2"]);
    const [broken] = await db.select().from(jobs).where(eq(jobs.kind, "broken"));
    expect(broken).toMatchObject({ status: "queued", attempts: 1, lastError: "mail server down" });
    // Not due again until its back-off has passed.
    expect(await jobRunner.runOnce()).toEqual({ ran: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
      await makeDue();
      await jobRunner.runOnce();
    }
    expect((await deadJobs(db)).map((job) => [job.kind, job.attempts, job.lastError])).toEqual([
      ["broken", MAX_JOB_ATTEMPTS, "mail server down"],
    ]);
    await makeDue();
    expect(await jobRunner.runOnce()).toEqual({ ran: 0, failed: 0 });
  });

  it("takes back a job whose process died mid-run once its lease lapses", async () => {
    await enqueueJob(db, { kind: "work", dedupeKey: "work:1" });
    // A process claimed it and was killed: running, lease lapsed.
    await db
      .update(jobs)
      .set({ status: "running", attempts: 1, leaseUntil: sql`now() - interval '1 second'` as unknown as Date });
    const ran: number[] = [];
    const jobRunner = runner({ work: async ({ job }) => void ran.push(job.attempts) });
    await jobRunner.runOnce();
    expect(ran).toEqual([2]);
    expect(await enqueueJob(db, { kind: "work", dedupeKey: "work:1" })).toBe(false);
  });

  it("leaves a job alone while another process's lease on it lasts", async () => {
    await enqueueJob(db, { kind: "work" });
    await db
      .update(jobs)
      .set({ status: "running", attempts: 1, leaseUntil: sql`now() + interval '1 minute'` as unknown as Date });
    const ran: number[] = [];
    await runner({ work: async () => void ran.push(1) }).runOnce();
    expect(ran).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two processes on PostgreSQL", () => {
  it("run each sweep period and each job exactly once", async () => {
    const url = (await getTestDatabaseUrl())!;
    const other = await openDatabase({ databaseUrl: url, poolSize: 4 });
    try {
      const seen: string[] = [];
      const handlers = {
        tick: async () => {
          seen.push("tick");
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
        work: async ({ job }: Parameters<JobHandler>[0]) => {
          seen.push(`work ${String(job.payload.n)}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      };
      for (let n = 0; n < 20; n++) await enqueueJob(db, { kind: "work", payload: { n } });
      const now = () => new Date("2027-03-01T09:00:30Z");
      const sweeps = [{ kind: "tick", every: "minute" } as const];
      const one = startJobRunner({ db, logger, handlers, now, sweeps, autoStart: false });
      const two = startJobRunner({ db: other.db, logger, handlers, now, sweeps, autoStart: false });
      await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
      await Promise.all([one.runOnce(), two.runOnce()]);
      expect(seen.filter((entry) => entry === "tick")).toHaveLength(1);
      const work = seen.filter((entry) => entry.startsWith("work"));
      expect(work).toHaveLength(20);
      expect(new Set(work).size).toBe(20);
    } finally {
      await other.close();
    }
  });
});

describe("pruning", () => {
  it("deletes jobs done over 7 days ago, and keeps recent ones, dead ones and those still to run", async () => {
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})` as unknown as Date;
    const rows = [
      { kind: "old-done", status: "done", finishedAt: daysAgo(8) },
      { kind: "week-done", status: "done", finishedAt: daysAgo(6) },
      { kind: "old-dead", status: "dead", finishedAt: daysAgo(30) },
      { kind: "old-queued", status: "queued", finishedAt: null, createdAt: daysAgo(30) },
    ] as const;
    for (const row of rows) await db.insert(jobs).values(row);
    expect(await pruneDoneJobs(db)).toBe(1);
    expect(await pruneDoneJobs(db)).toBe(0);
    const left = await db.select({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind);
    expect(left.map((job) => job.kind)).toEqual(["old-dead", "old-queued", "week-done"]);
  });
});
