import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { enqueueEmail } from "../outbox.server";
import type { MailStatus } from "./mail-status";

const site = setUpTestApp({ admin: true });
const message = (kind: string) => ({ kind, to: "sam@example.com", subject: "Hello", text: "Hello" });

describe("GET /api/admin/mail/status", () => {
  it("answers nothing waiting when every message has gone", async () => {
    await enqueueEmail(site.app.ctx.db, message("booking-confirmation"));
    await site.app.ctx.db.update(emailOutbox).set({ status: "sent" });
    expect(await site.admin.get<MailStatus>("/mail/status")).toEqual({
      pending: 0,
      oldestQueuedAt: null,
      secondsBehind: 0,
    });
  });

  it("counts from when the oldest unsent message was queued, even while its retry is not yet due", async () => {
    const db = site.app.ctx.db;
    await enqueueEmail(db, message("receipt:1"));
    // Queued 7 minutes ago and failed since: its next attempt is in the future, yet mail is 7 minutes behind.
    await db.update(emailOutbox).set({
      createdAt: sql`now() - interval '7 minutes'` as unknown as Date,
      nextAttemptAt: sql`now() + interval '2 minutes'` as unknown as Date,
      attempts: 3,
    });
    await enqueueEmail(db, message("receipt:2"));
    await enqueueEmail(db, message("receipt:3"));
    await db
      .update(emailOutbox)
      .set({ status: "sent" })
      .where(sql`${emailOutbox.kind} = 'receipt:3'`);

    const status = await site.admin.get<MailStatus>("/mail/status");
    expect(status.pending).toBe(2);
    expect(status.secondsBehind).toBeGreaterThanOrEqual(7 * 60);
    expect(status.secondsBehind).toBeLessThan(8 * 60);
    expect(Date.now() - Date.parse(status.oldestQueuedAt!)).toBeGreaterThanOrEqual(7 * 60 * 1000 - 5_000);
  });
});
