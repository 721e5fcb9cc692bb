// The e-mail outbox: rows written inside business transactions, sent later
// by the worker with retries, so no message is lost to a mail-server outage.
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { emailOutbox, type EmailAttachment, type EmailOutboxRow } from "#db/schema";
import { emailPriority } from "./email-priority";

export type OutgoingEmail = {
  kind: string;
  bookingId?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (issue 23). */
  headers?: Record<string, string>;
};

/** Queues a message; false when one of the same kind for the same booking was queued before (nothing added). */
export async function enqueueEmail(tx: Executor, email: OutgoingEmail): Promise<boolean> {
  const added = await tx
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      priority: emailPriority(email.kind),
      bookingId: email.bookingId ?? null,
      toAddress: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      attachments: email.attachments ?? [],
      headers: email.headers ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return added.length > 0;
}

export const MAX_ATTEMPTS = 10;

/** Seconds to wait after the n-th failure: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** While a worker sends a message, others leave it alone for this long. */
export const SEND_LEASE_SECONDS = 300;

/**
 * Claims the next due message: a short transaction moves its next attempt
 * past the lease, so other processes skip it while it is sent, and a worker
 * that dies mid-send leaves it to be retried. SKIP LOCKED keeps two workers
 * from claiming the same row. Of the due messages, offers, confirmations and
 * refunds go before reminders and digests (emailPriority, issue 20), then the
 * longest due first.
 */
export async function claimDueEmail(db: Database): Promise<EmailOutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.priority), asc(emailOutbox.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    await tx
      .update(emailOutbox)
      .set({ nextAttemptAt: sql.raw(`now() + interval '${SEND_LEASE_SECONDS} seconds'`) as unknown as Date })
      .where(eq(emailOutbox.id, row.id));
    return row;
  });
}

export async function markEmailSent(tx: Executor, id: string): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()` as unknown as Date,
      attempts: sql`${emailOutbox.attempts} + 1` as unknown as number,
      lastError: null,
    })
    .where(eq(emailOutbox.id, id));
}

/** A message that was no longer true when its turn came: kept, marked, never sent. */
export async function markEmailSkipped(tx: Executor, id: string): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ status: "skipped", lastError: "no longer true when due" })
    .where(eq(emailOutbox.id, id));
}

export async function markEmailFailed(tx: Executor, row: EmailOutboxRow, error: string): Promise<void> {
  const attempts = row.attempts + 1;
  await tx
    .update(emailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      nextAttemptAt: sql.raw(`now() + interval '${retryDelaySeconds(attempts)} seconds'`) as unknown as Date,
    })
    .where(eq(emailOutbox.id, row.id));
}

/** How far mail is behind, for staff (issue 20): what waits, and how long the oldest has waited since it was queued. */
export type MailBacklog = { pending: number; oldestQueuedAt: Date | null; secondsBehind: number };

/**
 * Measured from when the oldest unsent message was queued, not from its next attempt: a retry moves the next attempt
 * on, so while the mail server is down every message would look "not due yet" and the delay would never show.
 */
export async function mailBacklog(db: Executor): Promise<MailBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      // Epoch milliseconds: the drivers return a bare timestamp differently (a Date, or text).
      oldestQueuedMs: sql<number | null>`(extract(epoch from min(${emailOutbox.createdAt})) * 1000)::float8`,
      secondsBehind: sql<number>`coalesce(floor(extract(epoch from now() - min(${emailOutbox.createdAt}))), 0)::int`,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"));
  return {
    pending: row?.pending ?? 0,
    oldestQueuedAt: row?.oldestQueuedMs == null ? null : new Date(Number(row.oldestQueuedMs)),
    secondsBehind: Math.max(0, row?.secondsBehind ?? 0),
  };
}
