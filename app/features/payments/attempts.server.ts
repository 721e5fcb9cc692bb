// Card attempts nobody should pay any more (issue 19): a newer attempt replaced one, staff took the money another way,
// the price or the date changed, the hold was replaced or the booking cancelled. The ledger row is closed in the
// caller's transaction (the test card endpoint then refuses its client secret, as Stripe refuses a cancelled intent),
// and a job cancels the provider's intent outside it. Money that still arrives on a closed attempt is recorded and
// given back (record-payment.server.ts).
import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { payments } from "#db/schema";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler } from "#app/features/jobs/job-runner.server";
import type { PaymentProvider } from "./payment-provider";

export const CANCEL_INTENT_JOB = "cancel-payment-intent";

/** Closes the booking's card attempts still payable (pending, or failed but open at the provider); returns how many. */
export async function closeOpenAttempts(tx: Executor, bookingId: string, keep: string[] = []): Promise<number> {
  const closed = await tx
    .update(payments)
    .set({ state: "canceled" })
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.state, ["pending", "failed"]),
        ne(payments.provider, "manual"),
        ne(payments.kind, "refund"),
        keep.length > 0 ? notInArray(payments.id, keep) : undefined,
      ),
    )
    .returning({ id: payments.id, providerRef: payments.providerRef, provider: payments.provider });
  for (const row of closed) {
    if (!row.providerRef) continue;
    await enqueueJob(tx, {
      kind: CANCEL_INTENT_JOB,
      dedupeKey: `cancel-intent:${row.id}`,
      payload: { paymentId: row.id, intentId: row.providerRef, provider: row.provider },
    });
  }
  return closed.length;
}

/** The job: asks the provider that made the intent to cancel it. Another provider's intent is not this one's to close. */
export function cancelIntentJobHandler(provider: PaymentProvider): JobHandler {
  return async ({ job }) => {
    if (job.payload.provider !== provider.name) return;
    await provider.cancelIntent(String(job.payload.intentId));
  };
}
