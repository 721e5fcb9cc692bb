import { describe, expect, it } from "vitest";
import { jobs } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import type { JobQueueStatus } from "./job-queue-status";

const site = setUpTestApp({ admin: true });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("GET /api/admin/jobs/dead", () => {
  it("lists the jobs that gave up, for staff to see", async () => {
    await site.app.ctx.db
      .insert(jobs)
      .values({ kind: "booking-messages", status: "dead", attempts: 8, lastError: "boom", finishedAt: new Date() });
    await site.app.ctx.db.insert(jobs).values({ kind: "expire-holds", status: "done" });
    expect(await site.admin.get("/jobs/dead")).toMatchObject([
      { kind: "booking-messages", attempts: 8, lastError: "boom" },
    ]);
  });
});

describe("GET /api/admin/jobs/status", () => {
  it("answers nothing late when no job is due", async () => {
    await site.app.ctx.db.insert(jobs).values([
      { kind: "expire-holds", status: "done", runAt: minutesAgo(30) },
      { kind: "execute-refund", status: "queued", runAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await site.admin.get<JobQueueStatus>("/jobs/status")).toEqual({
      due: 0,
      oldestDueAt: null,
      secondsLate: 0,
    });
  });

  it("says how late the longest-waiting due job is", async () => {
    await site.app.ctx.db.insert(jobs).values([
      { kind: "find-booking", status: "queued", runAt: minutesAgo(9) },
      { kind: "execute-refund", status: "queued", runAt: minutesAgo(1) },
      { kind: "waiting-list", status: "running", runAt: minutesAgo(20), leaseUntil: new Date(Date.now() + 60_000) },
    ]);
    const status = await site.admin.get<JobQueueStatus>("/jobs/status");
    expect(status.due).toBe(2);
    expect(status.secondsLate).toBeGreaterThanOrEqual(9 * 60 - 2);
    expect(status.secondsLate).toBeLessThan(10 * 60);
    expect(Math.abs(Date.parse(status.oldestDueAt!) - minutesAgo(9).getTime())).toBeLessThan(5_000);
  });
});
