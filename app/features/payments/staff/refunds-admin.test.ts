// Refunds for staff (issue 14): the list with states, and a retry that asks the provider again with the same key.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertCourse } from "#test/support/factories";
import { REFUND_JOB } from "../refunds.server";
import type { AdminRefund } from "#app/features/booking/staff/staff-schema";
import { insertBookingInDays } from "#test/support/dated-booking";

const site = setUpTestApp({ admin: true });

async function refundOf(state: "pending" | "failed" | "succeeded") {
  const db = site.app.ctx.db;
  const course = await insertCourse(db);
  const { booking } = await insertBookingInDays(db, course.id, 20, { status: "cancelled", paid: 20_000 });
  const [paid] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
  const [refund] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      kind: "refund",
      amount: 10_000,
      provider: "test",
      refundOf: paid!.id,
      state,
      reason: "Goodwill",
    })
    .returning();
  return { booking, refund: refund! };
}

describe("GET /api/admin/refunds", () => {
  it("lists refunds newest first with their state; a pending one whose job gave up is 'stuck'", async () => {
    const done = await refundOf("succeeded");
    const stuck = await refundOf("pending");
    await site.app.ctx.db
      .insert(jobs)
      .values({ kind: REFUND_JOB, status: "dead", attempts: 8, payload: { refundId: stuck.refund.id } });
    const list = await site.admin.get<AdminRefund[]>("/refunds");
    expect(list.map((refund) => [refund.reference, refund.state, refund.amount, refund.reason])).toEqual([
      [stuck.booking.reference, "stuck", 10_000, "Goodwill"],
      [done.booking.reference, "succeeded", 10_000, "Goodwill"],
    ]);
  });
});

describe("POST /api/admin/refunds/:id/retry", () => {
  it("queues a failed refund again once, and refuses a paid one", async () => {
    const { refund } = await refundOf("failed");
    expect((await site.admin.send("POST", `/refunds/${refund.id}/retry`)).status).toBe(200);
    const [row] = await site.app.ctx.db.select().from(payments).where(eq(payments.id, refund.id));
    expect(row!.state).toBe("pending");
    const queued = await site.app.ctx.db.select().from(jobs).where(eq(jobs.kind, REFUND_JOB));
    expect(queued).toMatchObject([{ status: "queued", payload: { refundId: refund.id } }]);
    const again = await site.admin.send("POST", `/refunds/${refund.id}/retry`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This refund is already being tried." });

    const paid = await refundOf("succeeded");
    const refused = await site.admin.send("POST", `/refunds/${paid.refund.id}/retry`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "This refund has already been paid back." });
    expect((await site.admin.send("POST", `/refunds/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/retry`)).status).toBe(404);
  });
});
