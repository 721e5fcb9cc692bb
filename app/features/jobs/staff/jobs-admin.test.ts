import { describe, expect, it } from "vitest";
import { jobs } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp({ admin: true });

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
