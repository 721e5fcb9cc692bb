// Refunds for staff (issue 14): every refund with its state, newest first, and a retry for one the provider refused
// or whose job gave up. Nothing here marks money as returned: only the provider's answer does (cancellation.server).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Router, type Response } from "express";
import type { Database, Executor } from "#db/db.server";
import { bookings, courses, jobs, payments } from "#db/schema";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { AppContext } from "#server/app-context";
import { conflict } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import { parseId, sendCsv } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { refundsCsv } from "./refunds-csv";
import { parseInput } from "#app/shared/validation";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { BY_HAND } from "../by-hand";
import { REFUND_JOB } from "../refunds.server";
import { lockRefundNotPaidBack, markRefundPaidBack } from "./refund-actions.server";
import { paymentsOf, withBookingAndCourse } from "../ledger.server";
import { refundRoomOf } from "../money-rules";
import { RefundPaidBackSchema } from "#app/features/booking/staff/staff-schema";
import type { AdminRefund } from "#app/features/booking/staff/staff-schema";

/** Every refund, newest first: the list shows the latest 200, the CSV all of them. */
export async function listRefunds(db: Executor, limit: number | null = 200): Promise<AdminRefund[]> {
  const rows = await withBookingAndCourse(
    db
      .select({
        refund: payments,
        reference: bookings.reference,
        cancelledBy: bookings.cancelledBy,
        userDetails: bookings.userDetails,
        courseTitle: courses.title,
      })
      .from(payments)
      .$dynamic(),
  )
    .where(eq(payments.kind, "refund"))
    .orderBy(desc(payments.createdAt))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  const dead = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, REFUND_JOB), eq(jobs.status, "dead")));
  const gaveUp = new Set(dead.map((job) => String(job.payload.refundId)));
  return rows.map(({ refund, reference, cancelledBy, userDetails, courseTitle }) => ({
    id: refund.id,
    bookingId: refund.bookingId,
    reference,
    customerName: userDetails.fullName,
    courseTitle,
    amount: refund.amount,
    state: refund.state === "pending" && gaveUp.has(refund.id) ? "stuck" : refund.state,
    byHand: refund.provider === BY_HAND,
    cancelledBy: cancelledBy ?? null,
    reason: refund.reason,
    providerRef: refund.providerRef,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
  }));
}

/**
 * Tries a refund again: a failed one (or one whose job gave up) becomes pending, and a new job asks the provider with
 * the same key. Only while the payment still holds that money (issue 19): after staff refunded it another way, a retry
 * would pay it back twice.
 */
export async function retryRefund(db: Database, id: string, staff: string): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = await lockRefundNotPaidBack(tx, id);
    if (refund.state === "canceled") throw conflict("This refund was cancelled: the booking kept the money.");
    const [mine] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, REFUND_JOB),
          inArray(jobs.status, ["queued", "running"]),
          sql`${jobs.payload}->>'refundId' = ${id}`,
        ),
      );
    if (mine) throw conflict("This refund is already being tried.");
    const ledger = await paymentsOf(tx, refund.bookingId);
    const original = ledger.find((row) => row.id === refund.refundOf)!;
    const room = refundRoomOf(original, ledger, refund.id);
    if (refund.amount > room) {
      throw conflict(
        `This refund cannot be tried again: only ${formatPoundsExact(room)} of that payment has not already been refunded.`,
      );
    }
    await tx.update(payments).set({ state: "pending", sentAt: null }).where(eq(payments.id, id));
    await enqueueJob(tx, {
      kind: REFUND_JOB,
      dedupeKey: `refund:${id}:retry:${Date.now()}`,
      payload: { refundId: id },
    });
    await addBookingEvent(tx, refund.bookingId, {
      kind: "refund",
      text: `Refund of ${formatPoundsExact(refund.amount)} tried again by staff`,
      actor: staff,
    });
  });
}

export function refundsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/refunds", async (_req, res) => {
    res.json(await listRefunds(ctx.db));
  });
  router.get("/refunds.csv", async (_req, res) => {
    sendCsv(res, "refunds", refundsCsv(await listRefunds(ctx.db, null)));
  });
  router.post("/refunds/:id/retry", async (req, res: Response) => {
    const staff = signedInStaff(res).username;
    await retryRefund(ctx.db, parseId(req.params.id, "Refund"), staff);
    res.json({ status: "queued" });
  });
  router.post("/refunds/:id/paid-back", async (req, res: Response) => {
    const id = parseId(req.params.id, "Refund");
    const request = parseInput(RefundPaidBackSchema, req.body);
    const staff = signedInStaff(res);
    res.json(await markRefundPaidBack(ctx.db, id, request, staff, ctx.site));
  });
  return router;
}
