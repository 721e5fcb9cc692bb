// The payment ledger (decision 015): what a booking holds is its succeeded payments less the refunds pending or paid
// (issue 19), and what it owes is its price less that. Money moves only through these functions; each card attempt is its own row, with its own
// idempotency key and provider intent.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "#db/db.server";
import { bookings, courses, payments, type Payment, type PaymentKind } from "#db/schema";
import { heldOf } from "./money-rules";
import { closeOpenAttempts } from "./attempts.server";
import { BY_HAND } from "./by-hand";

/**
 * The pence a booking has paid, as a column for a select from `booking`. Written with qualified names: Drizzle leaves
 * columns unqualified in a one-table query, and an unqualified "id" inside the subquery would be the payment's.
 */
export const amountPaidSql = () =>
  sql<number>`(select coalesce(sum(case when paid_row.kind = 'refund' then -paid_row.amount else paid_row.amount end), 0)::int from payment as paid_row where paid_row.booking_id = "booking"."id" and paid_row.state = 'succeeded')`;

/**
 * The pence a booking holds (issue 19, money-rules.ts heldOf): succeeded payments less refunds pending or succeeded,
 * as a column for a select from `booking`. Every decision about money reads this figure.
 */
export const amountHeldSql = () =>
  sql<number>`(select coalesce(sum(case when held_row.kind <> 'refund' and held_row.state = 'succeeded' then held_row.amount when held_row.kind = 'refund' and held_row.state in ('pending', 'succeeded') then -held_row.amount else 0 end), 0)::int from payment as held_row where held_row.booking_id = "booking"."id")`;

/** The pence refunded to a booking (refunds the provider has settled), as a column for a select from `booking`. */
export const amountRefundedSql = () =>
  sql<number>`(select coalesce(sum(refund_row.amount), 0)::int from payment as refund_row where refund_row.booking_id = "booking"."id" and refund_row.kind = 'refund' and refund_row.state = 'succeeded')`;

/**
 * Joins a query over `payment` (made `$dynamic()`) to the payment's booking and the booking's course: a staff list's
 * payment or refund with its reference, customer and course title.
 */
export function withBookingAndCourse<T extends PgSelect>(query: T) {
  return query
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(courses, eq(courses.id, bookings.courseId));
}

/** Every payment of a booking, oldest first. */
export async function paymentsOf(db: Executor, bookingId: string): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt));
}

/** The pence this booking holds (heldOf): paid, less refunds pending or paid back. */
export async function amountHeldOf(db: Executor, bookingId: string): Promise<number> {
  return heldOf(await paymentsOf(db, bookingId));
}

/** The pence this booking has paid, less refunds already paid back (settled figures, for display). */
export async function amountPaidOf(db: Executor, bookingId: string): Promise<number> {
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.state, "succeeded")));
  return row?.paid ?? 0;
}

/** The booking's card attempt in progress, if any (at most one: payment_one_open_card_attempt). */
export const openCardAttemptOf = (bookingId: string) =>
  and(
    eq(payments.bookingId, bookingId),
    eq(payments.state, "pending"),
    ne(payments.provider, BY_HAND),
    ne(payments.kind, "refund"),
  );

/**
 * The card attempt to pay `amount` for this booking: the one already open when it is for the same thing (a second
 * click, a reload), or a new one (an open attempt for another amount is cancelled first). Call under the booking's
 * row lock, which keeps two clicks from opening two attempts (a unique index would refuse the second anyway).
 */
export async function openCardPayment(tx: Executor, request: CardAsk): Promise<Payment> {
  const [open] = await tx.select().from(payments).where(openCardAttemptOf(request.bookingId));
  if (open && open.kind === request.kind && open.amount === request.amount && open.provider === request.provider) {
    return open;
  }
  // Any other attempt (open, or failed but still payable at the provider) is closed, at the provider too.
  await closeOpenAttempts(tx, request.bookingId);
  const [created] = await tx
    .insert(payments)
    .values({ bookingId: request.bookingId, kind: request.kind, amount: request.amount, provider: request.provider })
    .returning();
  return created!;
}

type CardAsk = { bookingId: string; kind: Exclude<PaymentKind, "manual">; amount: number; provider: string };

/**
 * The rows of one card payment shared by a first-aid bundle's bookings (decision 026), one per booking for its own
 * share, in the order asked (the first row's is the intent): the rows already open when each is for the same thing and
 * they share one intent (a second click), else new ones (every open attempt of those bookings is closed first). Call
 * under the bookings' row locks.
 */
export async function openSharedCardPayment(tx: Executor, asks: CardAsk[]): Promise<Payment[]> {
  const open: (Payment | undefined)[] = [];
  for (const ask of asks) open.push((await tx.select().from(payments).where(openCardAttemptOf(ask.bookingId)))[0]);
  const same = open.every(
    (row, i) =>
      row && row.kind === asks[i]!.kind && row.amount === asks[i]!.amount && row.provider === asks[i]!.provider,
  );
  if (same && new Set(open.map((row) => row!.providerRef)).size === 1) return open as Payment[];
  const rows: Payment[] = [];
  for (const ask of asks) {
    await closeOpenAttempts(tx, ask.bookingId);
    const [created] = await tx
      .insert(payments)
      .values({ bookingId: ask.bookingId, kind: ask.kind, amount: ask.amount, provider: ask.provider })
      .returning();
    rows.push(created!);
  }
  return rows;
}

/**
 * Takes the booking's row lock, the first lock of any transaction that writes its ledger (decision 003's order: the
 * course date, the booking, then its payment rows). Inserting a row that references the booking (a payment, an event,
 * an e-mail) waits for this lock too, so a writer that touched a payment row first could deadlock with one holding
 * the booking: every writer starts here.
 */
export async function lockBookingOfLedger(tx: Executor, bookingId: string): Promise<void> {
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("no key update");
}

/**
 * The payments a provider's intent pays, without a lock: one row, or one per booking of a first-aid bundle (decision
 * 026), in booking id order, the order their bookings are locked in.
 */
export async function paymentsOfIntent(tx: Executor, intentId: string): Promise<Payment[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.providerRef, intentId), ne(payments.kind, "refund")))
    .orderBy(asc(payments.bookingId));
}

/** Locks these bookings' rows, lowest id first: the order every writer of two ledgers takes them (decision 026). */
export async function lockBookingsOfLedger(tx: Executor, bookingIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(bookingIds)].sort()) await lockBookingOfLedger(tx, id);
}

export async function paymentById(tx: Executor, id: string): Promise<Payment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("no key update");
  return row;
}

/** The provider has the money. */
export async function settlePayment(tx: Executor, paymentId: string, providerRef?: string): Promise<void> {
  await tx
    .update(payments)
    .set({ state: "succeeded", settledAt: sql`now()` as unknown as Date, ...(providerRef ? { providerRef } : {}) })
    .where(eq(payments.id, paymentId));
}

/** Money staff took outside the site (bank transfer, cash, card machine), recorded with how, by whom and the day it came. */
export async function recordManualPayment(
  tx: Executor,
  record: {
    bookingId: string;
    amount: number;
    method: string;
    note: string | null;
    recordedBy: string | null;
    /** The London day the money arrived (issue 21, M10); null: the day it is recorded. */
    receivedOn?: string | null;
    /** The invoice it pays (issue 24), and the key of the staff form that sent it (a repeat records nothing). */
    invoiceId?: string | null;
    idempotencyKey?: string;
  },
): Promise<Payment> {
  const [created] = await tx
    .insert(payments)
    .values({
      bookingId: record.bookingId,
      kind: "manual",
      amount: record.amount,
      provider: BY_HAND,
      method: record.method,
      note: record.note,
      recordedBy: record.recordedBy,
      receivedOn: record.receivedOn ?? null,
      invoiceId: record.invoiceId ?? null,
      ...(record.idempotencyKey && { idempotencyKey: record.idempotencyKey }),
      state: "succeeded",
      settledAt: sql`now()` as unknown as Date,
    })
    .returning();
  return created!;
}
