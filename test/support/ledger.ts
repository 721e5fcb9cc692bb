// Reading a booking's ledger rows straight from the database, to check what a step wrote.
import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { payments, type PaymentKind } from "#db/schema";

/** The booking's payment rows of one kind ("refund", "manual", ...), in no particular order. */
export const paymentsOfKind = (db: Executor, bookingId: string, kind: PaymentKind) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, kind)));
